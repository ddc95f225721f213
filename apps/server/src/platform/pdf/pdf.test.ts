import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { letterhead, readPdf, renderPdf } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-kit-'));
const save = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const textOf = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

const office = {
  name: 'Denver',
  address: '4410 Brighton Blvd',
  city: 'Denver',
  state: 'CO',
  zipCode: '80216',
  phoneNumber: '(303) 555-0140',
};

describe('platform/pdf', () => {
  it('renders a lettered document, appends PDFs and numbers every page', async () => {
    const attachment = await renderPdf(
      { content: [{ text: 'Terms page one' }, { text: 'Terms page two', pageBreak: 'before' }] },
      { footerLabel: 'Terms' },
    );
    expect(await readPdf(attachment)).toEqual({ pageCount: 2 });
    const bytes = await renderPdf(
      { ...letterhead({ office, title: 'Test' }), content: [{ text: 'Sound wall – Zürich', style: 'h1' }] },
      { append: [attachment], footerLabel: 'Doc 7' },
    );
    const path = save('doc.pdf', bytes);
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors',
    );
    expect(await readPdf(bytes)).toEqual({ pageCount: 3 });
    const text = textOf(path);
    expect(text).toContain('Stillwater Noise Control');
    expect(text).toContain('4410 Brighton Blvd');
    expect(text).toContain('Sound wall – Zürich');
    expect(text).toContain('Terms page two');
    for (const n of [1, 2, 3]) expect(text).toContain(`Doc 7 · Page ${n} of 3`);
    // Every font is embedded (pdffonts: the 'emb' column says yes).
    const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it('refuses bytes that are not a whole PDF, whatever they are called', async () => {
    await expect(readPdf(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toMatchObject({ statusCode: 400 });
    await expect(readPdf(Buffer.from('\x89PNG\r\n\x1a\n0000'))).rejects.toMatchObject({ statusCode: 400 });
    const whole = await renderPdf({ content: 'x' });
    await expect(readPdf(whole.subarray(0, whole.length / 2))).rejects.toMatchObject({ statusCode: 400 });
  });
});
