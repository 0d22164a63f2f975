import type { PageLayout } from '../parsing/page-layout.js';
import { locateSentence } from './locate-sentence.js';

const layout: PageLayout = {
  page: 1,
  width: 600,
  height: 800,
  text: 'Intro text here. The infor-\nmation is kept for ﬁve years. Done.',
  // line 1: "Intro text here. The infor-" at y 700..712; line 2: "mation is kept for ﬁve years. Done." at y 686..698
  runs: [
    [0, 27, 100, 700, 370, 712],
    [28, 35, 100, 686, 450, 698],
  ],
};

describe('locateSentence', () => {
  it('finds a sentence across a hyphenated line break and a ligature, one rectangle per line', () => {
    const found = locateSentence(layout, 'The information is kept for five years.');
    expect(found).toEqual({ page_width: 600, page_height: 800, rects: [[270, 700, 370, 712], [100, 686, 380, 698]] });
  });

  it('gives null when the sentence is not on the page', () => {
    expect(locateSentence(layout, 'Nothing like this is written there.')).toBeNull();
  });

  it('finds a cut snippet by its start', () => {
    expect(locateSentence(layout, 'The information is kept…')!.rects).toHaveLength(2);
  });
});
