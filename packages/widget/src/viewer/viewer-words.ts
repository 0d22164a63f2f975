/** The page viewer's own words in English (the viewer loads on demand, and so do these). Packs hold them too. */
export const viewerWords = {
  closePage: 'Close page',
  highlighted: 'The page, with the quoted sentence highlighted',
  pageFailed: 'This page cannot be shown right now.',
};
