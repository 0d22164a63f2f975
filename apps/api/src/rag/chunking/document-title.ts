/**
 * The title indexed with every chunk: the PDF's own Title when it has a real one, and the file name
 * without extension and separators (users name files after what they are about).
 */
export function documentTitle(name: string, pdfTitle?: string): string {
  const fromName = name
    .replace(/\.pdf$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .trim();
  const title = pdfTitle?.trim() ?? '';
  if (!title || /^(untitled|microsoft word|document)\b/i.test(title)) return fromName;
  return title.toLowerCase() === fromName.toLowerCase() ? title : `${title} ${fromName}`;
}
