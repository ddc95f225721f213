import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

// A font subset's name starts with a six-letter tag ('ABCDEF+LiberationSans') that must differ
// between different subsets of one font (ISO 32000 §9.6.4), or a reader may draw one subset's text
// with the other's glyphs. pdfkit derives the tag from the font's number in its document (F1 ->
// 'BZZZZZ'), so every document it makes carries the same tags and a merged proposal has two
// different 'BZZZZZ+LiberationSans'. These give every subset a tag of its own, from a hash.

/** Six capital letters from a digest. */
const tagOf = (digest: Buffer) => Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');

const OWN_SUBSET = /\/([A-Z]{6})\+LiberationSans/g;

/**
 * The tags of a document pdfmake made, replaced by tags hashed from the whole document and the old
 * tag. Same-length names in the uncompressed dictionaries, so the cross-reference offsets still hold
 * and nothing needs parsing.
 */
export function retagRenderedFonts(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  const tags = new Set(Array.from(text.matchAll(OWN_SUBSET), (m) => m[1]));
  if (!tags.size) return bytes;
  const seed = createHash('sha256').update(bytes).digest();
  let out = text;
  for (const old of tags) {
    const tag = tagOf(createHash('sha256').update(seed).update(old).digest());
    out = out.replaceAll(`/${old}+LiberationSans`, `/${tag}+LiberationSans`);
  }
  return Buffer.from(out, 'latin1');
}

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'].map((k) => PDFName.of(k));
const TAGGED = /^[A-Z]{6}\+/;

/**
 * The subset fonts of a parsed PDF (an appended attachment, whoever made it) renamed with a tag
 * hashed from the embedded font program itself: one subset, one tag, whichever documents carry it.
 */
export function retagParsedFonts(doc: PDFDocument): void {
  const fonts = doc.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font') ? [o] : []));
  const renamed = new Map<PDFDict, string>();
  // Fonts with a descriptor (simple fonts and the CID fonts under a Type0) first ...
  for (const font of fonts) {
    const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const name = descriptor?.lookupMaybe(PDFName.of('FontName'), PDFName)?.decodeText();
    const program = FONT_FILES.map((k) => descriptor?.lookup(k)).find(
      (o): o is PDFRawStream => o instanceof PDFRawStream,
    );
    if (!descriptor || !name || !TAGGED.test(name) || !program) continue;
    const fresh = `${tagOf(createHash('sha256').update(program.contents).digest())}${name.slice(6)}`;
    descriptor.set(PDFName.of('FontName'), PDFName.of(fresh));
    font.set(PDFName.of('BaseFont'), PDFName.of(fresh));
    renamed.set(font, fresh.slice(0, 6));
  }
  // ... then each Type0 font takes its descendant's tag.
  for (const font of fonts) {
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookupMaybe(0, PDFDict);
    const tag = descendant && renamed.get(descendant);
    const name = font.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.decodeText();
    if (tag && name && TAGGED.test(name)) font.set(PDFName.of('BaseFont'), PDFName.of(`${tag}${name.slice(6)}`));
  }
}
