import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * PDFs shaped like the ones people upload: made by pdfkit (as many generators write them) and then, where a
 * real-world file differs, edited byte by byte the way other tools leave them (incremental saves, object
 * streams, a stale cross-reference table). See docs/hardening.md for the table of cases.
 */
export const CJK_FONT = createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff');

type Doc = InstanceType<typeof PDFDocument>;

/** Runs `draw` on a fresh pdfkit document and resolves to its bytes. */
export function pdfkit(draw: (doc: Doc) => void, options: ConstructorParameters<typeof PDFDocument>[0] = {}): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** Only an owner password: anyone may open it (empty user password), printing and copying are "forbidden". */
export function ownerPasswordOnly(text: string): Promise<Buffer> {
  return pdfkit((doc) => doc.addPage().fontSize(12).text(text), {
    ownerPassword: 'owner-secret',
    permissions: { printing: 'lowResolution', modifying: false, copying: false, annotating: false },
  });
}

/** One paragraph whose runs are set in different fonts (a word in another script inside a sentence). */
export function mixedScripts(runs: Array<[font: string, text: string]>): Promise<Buffer> {
  return pdfkit((doc) => {
    doc.addPage().fontSize(12);
    runs.forEach(([font, text], i) => doc.font(font).text(text, { continued: i < runs.length - 1 }));
  });
}

/** Two columns of running text on one page, as newsletters and papers set it. */
export function twoColumns(left: string, right: string): Promise<Buffer> {
  return pdfkit((doc) => {
    doc.addPage().fontSize(11);
    doc.text(`${left}\n\n${right}`, { columns: 2, columnGap: 24, height: 300, align: 'justify' });
  });
}

/** A portrait page, then a page turned 90° by its /Rotate entry, then a landscape page with turned text. */
export function rotatedPages(texts: [string, string, string]): Promise<Buffer> {
  return pdfkit((doc) => {
    doc.addPage().fontSize(12).text(texts[0]);
    doc.addPage().fontSize(12).text(texts[1]);
    (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.Rotate = 90;
    doc.addPage({ layout: 'landscape' });
    doc.save().rotate(-90, { origin: [200, 400] }).fontSize(12).text(texts[2], 200, 400).restore();
  });
}

/** Only a picture on every page: a scan without a text layer. */
export function imageOnly(pages = 2): Promise<Buffer> {
  const png = grayPng(200, 120);
  return pdfkit((doc) => {
    for (let i = 0; i < pages; i++) doc.addPage().image(png, 72, 72, { width: 400 });
  });
}

/** An AcroForm with filled fields, a sticky note and a link, around ordinary text. */
export function formsAndAnnotations(text: string): Promise<Buffer> {
  return pdfkit((doc) => {
    doc.addPage();
    doc.initForm();
    doc.fontSize(12).text(text, 72, 72);
    doc.formText('applicant_name', 72, 140, 200, 20, { value: 'Ada Lovelace' });
    doc.formCheckbox('agrees', 72, 170, 12, 12);
    doc.note(300, 72, 20, 20, 'Reviewer note: check the signature date.');
    doc.link(72, 200, 120, 14, 'https://example.com/terms');
    doc.text('Terms and conditions', 72, 200);
  });
}

/**
 * A document whose open action and page action are JavaScript that would call `beaconUrl` if anything ran it
 * (a reader with scripting, or a parser that evaluates JS): the test listens there.
 */
export function javascriptActions(text: string, beaconUrl: string): Promise<Buffer> {
  return pdfkit((doc) => {
    doc.addPage().fontSize(12).text(text);
    const js = `app.launchURL("${beaconUrl}", true); this.submitForm("${beaconUrl}"); fetch("${beaconUrl}");`;
    const object = (data: object) => {
      const ref = doc.ref(data);
      (ref as unknown as { end(): void }).end();
      return ref;
    };
    const action = object({ Type: 'Action', S: 'JavaScript', JS: new String(js) });
    const root = (doc as unknown as { _root: { data: Record<string, unknown> } })._root.data;
    root.OpenAction = action;
    root.Names = object({ JavaScript: object({ Names: [new String('run'), action] }) });
    (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.AA = { O: action };
  });
}

/**
 * An incremental update, as a reader's "save" appends one: the page's content stream is replaced by a new
 * object after the original %%EOF, with its own xref section pointing back (/Prev) to the first.
 */
export async function incrementallyUpdated(before: string, after: string): Promise<Buffer> {
  const original = await pdfkit((doc) => doc.addPage().fontSize(12).text(before), { compress: false });
  const text = original.toString('latin1');
  const contents = Number(/\/Contents (\d+) 0 R/.exec(text)![1]);
  const font = /\/Font <<\s*\/(\w+)/.exec(text)![1];
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const root = /\/Root (\d+ 0 R)/.exec(text)![1];
  const prev = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))![1]);
  const stream = `BT /${font} 12 Tf 72 720 Td (${after}) Tj ET`;
  const object = `${contents} 0 obj\n<< /Length ${stream.length} >>\nstream\n${stream}\nendstream\nendobj\n`;
  const objectAt = original.length + 1;
  const update = `\n${object}`;
  const xrefAt = original.length + update.length;
  const xref = `xref\n0 1\n0000000000 65535 f \n${contents} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n`;
  const trailer = `trailer\n<< /Size ${size} /Root ${root} /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(update + xref + trailer, 'latin1')]);
}

/** Every xref offset off by the bytes of a comment inserted after the header, and startxref wrong too. */
export async function brokenXref(text: string): Promise<Buffer> {
  const original = (await pdfkit((doc) => doc.addPage().fontSize(12).text(text))).toString('latin1');
  const firstLine = original.indexOf('\n') + 1;
  const shifted = `${original.slice(0, firstLine)}% re-saved by a tool that did not fix the offsets\n${original.slice(firstLine)}`;
  return Buffer.from(shifted.replace(/startxref\s+\d+/, 'startxref\n123'), 'latin1');
}

/**
 * A PDF 1.5 file as modern writers save it: catalog, page tree, page and font compressed together in an
 * object stream, found through a cross-reference stream (no classic xref table at all).
 */
export function objectStreams(text: string): Buffer {
  const inStream = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'],
    [5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
  ] as const;
  let body = '';
  const offsets: string[] = [];
  for (const [num, dict] of inStream) {
    offsets.push(`${num} ${body.length}`);
    body += `${dict}\n`;
  }
  const header = `${offsets.join(' ')}\n`;
  const objstm = deflateSync(Buffer.from(header + body, 'latin1'));
  const content = deflateSync(Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, 'latin1'));

  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const at: Record<number, number> = {};
  const add = (num: number, dict: string, stream?: Buffer) => {
    at[num] = parts.reduce((n, p) => n + p.length, 0);
    parts.push(Buffer.from(`${num} 0 obj\n${dict}\n`, 'latin1'));
    if (stream) parts.push(Buffer.from('stream\n', 'latin1'), stream, Buffer.from('\nendstream\n', 'latin1'));
    parts.push(Buffer.from('endobj\n', 'latin1'));
  };
  add(4, `<< /Length ${content.length} /Filter /FlateDecode >>`, content);
  add(6, `<< /Type /ObjStm /N ${inStream.length} /First ${header.length} /Length ${objstm.length} /Filter /FlateDecode >>`, objstm);
  const xrefAt = parts.reduce((n, p) => n + p.length, 0);
  const row = (type: number, a: number, b: number) => Buffer.from([type, a >>> 24, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, b >> 8, b & 255]);
  const rows = [row(0, 0, 65535)];
  for (let num = 1; num <= 7; num++) {
    const packed = inStream.findIndex(([n]) => n === num);
    if (packed >= 0) rows.push(row(2, 6, packed));
    else rows.push(row(1, num === 7 ? xrefAt : at[num], 0));
  }
  const xref = Buffer.concat(rows);
  add(7, `<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length ${xref.length} >>`, xref);
  parts.push(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** The first part of a real PDF, as a broken download leaves it, with its %%EOF kept so it gets past the upload check. */
export async function truncated(text: string, keep = 0.6): Promise<{ cut: Buffer; cutWithEof: Buffer }> {
  const whole = await pdfkit((doc) => doc.addPage().fontSize(12).text(text));
  const cut = whole.subarray(0, Math.floor(whole.length * keep));
  return { cut, cutWithEof: Buffer.concat([cut, Buffer.from('\n%%EOF\n')]) };
}

/** A web page saved under a .pdf name. */
export function htmlNamedPdf(): Buffer {
  return Buffer.from('<!doctype html><html><head><title>Invoice</title></head><body><p>Invoice 42</p></body></html>\n');
}

/** A ZIP archive (one stored file) saved under a .pdf name: what "download as PDF" gives when it gives a bundle. */
export function zipNamedPdf(): Buffer {
  const name = Buffer.from('invoice.txt');
  const data = Buffer.from('Invoice 42: 3 items, 120.00 EUR\n');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A gray gradient PNG (8-bit grayscale), enough to be a "scanned" page. */
function grayPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = (x * 255) / width;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
