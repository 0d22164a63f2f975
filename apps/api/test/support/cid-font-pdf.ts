/**
 * Hand-written PDFs in the shape of Japanese office and print files: one page per text, set in a Type0 font
 * with a predefined CMap as its encoding (`UniJIS-UCS2-H`: the string holds UCS-2 codes; `90ms-RKSJ-H`: it holds
 * Shift-JIS bytes) over a CIDFontType0 of the Adobe-Japan1 collection that is not embedded, as a reader is
 * expected to have the font. There is no ToUnicode map: a reader finds the text only through the CMaps
 * (encoding → CID → Unicode), which pdf.js ships in pdfjs-dist/cmaps.
 */
export type JapaneseEncoding = 'UniJIS-UCS2-H' | 'UniJIS-UCS2-V' | '90ms-RKSJ-H';

let shiftJis: Map<string, number[]> | null = null;
/** Shift-JIS bytes of each character, found by decoding every double-byte code (Node decodes, never encodes, it). */
function shiftJisOf(char: string): number[] {
  if (!shiftJis) {
    shiftJis = new Map();
    const decoder = new TextDecoder('shift_jis', { fatal: true });
    for (let lead = 0x81; lead <= 0xfc; lead++) {
      if (lead > 0x9f && lead < 0xe0) continue;
      for (let trail = 0x40; trail <= 0xfc; trail++) {
        try {
          const decoded = decoder.decode(new Uint8Array([lead, trail]));
          if (!shiftJis.has(decoded)) shiftJis.set(decoded, [lead, trail]);
        } catch {
          // not a character
        }
      }
    }
  }
  const code = char.charCodeAt(0);
  if (code < 0x80) return [code];
  const bytes = shiftJis.get(char);
  if (!bytes) throw new Error(`no Shift-JIS code for ${char}`);
  return bytes;
}

function encode(text: string, encoding: JapaneseEncoding): string {
  const bytes = encoding === '90ms-RKSJ-H'
    ? [...text].flatMap(shiftJisOf)
    : [...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]);
  return `<${Buffer.from(bytes).toString('hex').toUpperCase()}>`;
}

/** A PDF of one page per entry of `pages`, each a few lines of Japanese (or any text the encoding holds). */
export function japanesePdf(pages: string[][], encoding: JapaneseEncoding = 'UniJIS-UCS2-H'): Buffer {
  const vertical = encoding.endsWith('-V');
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 5 + i * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add(`<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPr6N-Regular /Encoding /${encoding} /DescendantFonts [4 0 R] >>`);
  add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPr6N-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> ' +
      '/FontDescriptor << /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 4 /FontBBox [-437 -340 1147 1317] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 742 /StemV 80 >> ' +
      '/DW 1000 >>',
  );
  for (const lines of pages) {
    const shows = lines
      .map((line, i) => (vertical ? `${500 - i * 30} 760 Td ${encode(line, encoding)} Tj` : `72 ${740 - i * 30} Td ${encode(line, encoding)} Tj`))
      .map((show) => `BT /F1 20 Tf ${show} ET`)
      .join('\n');
    const id = objects.length + 1;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(shows, 'latin1')} >>\nstream\n${shows}\nendstream`);
  }
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
