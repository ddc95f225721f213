import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { letterhead, readPdf, renderPdf } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-kit-'));
const save = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const textOf = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** Every embedded font's name and the SHA-256 of its program, read with pdf-lib. */
async function fontPrograms(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  return doc.context.enumerateIndirectObjects().flatMap(([, o]) => {
    if (!(o instanceof PDFDict) || o.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) return [];
    const program = o.lookup(PDFName.of('FontFile2')) as PDFRawStream;
    const name = o.lookup(PDFName.of('FontName'), PDFName).decodeText();
    return [{ name, sha: createHash('sha256').update(program.contents).digest('hex') }];
  });
}

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

  it('gives every font subset a tag of its own, also across merged documents', async () => {
    // Two attachments made by the kit itself, with different text: different subsets of each face.
    const [first, second] = await Promise.all(
      ['Terms and conditions', 'Site safety plan, quietly'].map((text) =>
        renderPdf({ content: [{ text, bold: true }, { text: `${text} apply.` }] }),
      ),
    );
    const merged = await renderPdf(
      { ...letterhead({ office, title: 'Proposal' }), content: [{ text: 'Proposal 12', style: 'h1' }] },
      { append: [first, second], footerLabel: 'Proposal 12' },
    );
    const path = save('merged.pdf', merged);
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors',
    );
    const names = execFileSync('pdffonts', [path], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]);
    for (const name of names) expect(name).toMatch(/^[A-Z]{6}\+LiberationSans/);
    expect(names.some((n) => /^[B-J]ZZZZZ\+/.test(n))).toBe(false);
    // One name, one font program, and the other way round (the same subset twice may share its name).
    const programs = await fontPrograms(merged);
    expect(programs.length).toBe(names.length);
    const byName = new Map<string, Set<string>>();
    const byProgram = new Map<string, Set<string>>();
    for (const { name, sha } of programs) {
      byName.set(name, (byName.get(name) ?? new Set()).add(sha));
      byProgram.set(sha, (byProgram.get(sha) ?? new Set()).add(name));
    }
    for (const shas of byName.values()) expect(shas.size).toBe(1);
    for (const named of byProgram.values()) expect(named.size).toBe(1);
    // The two attachments' bold subsets differ (different letters), and so do their names.
    expect(new Set(programs.filter((p) => p.name.endsWith('-Bold')).map((p) => p.name)).size).toBeGreaterThanOrEqual(3);
    expect(textOf(path)).toContain('Proposal 12 · Page 3 of 3');
  });

  it('refuses bytes that are not a whole PDF, whatever they are called', async () => {
    await expect(readPdf(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toMatchObject({ statusCode: 400 });
    await expect(readPdf(Buffer.from('\x89PNG\r\n\x1a\n0000'))).rejects.toMatchObject({ statusCode: 400 });
    const whole = await renderPdf({ content: 'x' });
    await expect(readPdf(whole.subarray(0, whole.length / 2))).rejects.toMatchObject({ statusCode: 400 });
  });
});
