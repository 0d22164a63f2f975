import { csvField, exportHeader, exportLine, type ExportedTurn } from './export-format.js';

const turn: ExportedTurn = {
  session_id: 's1',
  message_id: 'm1',
  asked_at: '2026-11-23T01:31:12.408Z',
  source: 'widget',
  key_name: 'Help centre',
  question: 'Refunds, "fast"?',
  answer: 'Within 14 days.\nWith a receipt.',
  answer_status: 'answered',
  status: 'complete',
  rating: null,
  rating_comment: null,
  citations: [
    { document_id: 'd1', name: 'handbook.pdf', page: 2 },
    { document_id: 'd2', name: 'faq.pdf', page: 1 },
  ],
};

describe('export format', () => {
  it('quotes CSV fields after RFC 4180 only where needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' edge ')).toBe('" edge "');
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
    expect(csvField('रिफंड कब मिलेगा?')).toBe('रिफंड कब मिलेगा?');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-5 degrees?')).toBe("'-5 degrees?");
    expect(csvField('@cmd')).toBe("'@cmd");
  });

  it('writes a CSV header with a byte-order mark and CRLF records, and JSON Lines without a header', () => {
    expect(exportHeader('csv')).toBe('\uFEFFsession_id,message_id,asked_at,source,key_name,question,answer,answer_status,status,rating,rating_comment,citations\r\n');
    expect(exportHeader('jsonl')).toBeNull();
    expect(exportLine('csv', turn)).toBe(
      's1,m1,2026-11-23T01:31:12.408Z,widget,Help centre,"Refunds, ""fast""?","Within 14 days.\nWith a receipt.",answered,complete,,,handbook.pdf p. 2; faq.pdf p. 1\r\n',
    );
    const line = exportLine('jsonl', turn);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual(turn);
  });
});
