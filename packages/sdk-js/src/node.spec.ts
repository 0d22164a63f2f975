import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileFromPath } from './node.js';

test('fileFromPath gives a PDF File named after the path, with the file\'s bytes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagewise-sdk-'));
  const path = join(dir, 'handbook.pdf');
  writeFileSync(path, '%PDF-1.7 handbook');
  try {
    const file = await fileFromPath(path);
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type, await file.text()]).toEqual(['handbook.pdf', 'application/pdf', '%PDF-1.7 handbook']);
    expect((await fileFromPath(path, 'Staff handbook.pdf')).name).toBe('Staff handbook.pdf');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
