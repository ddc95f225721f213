/**
 * The one PDF kit of the server: business documents (proposals, JSA, field tickets, equipment
 * forms, survey reports) are declared with pdfmake and rendered here, with the bundled Liberation
 * Sans embedded (text stays selectable and prints the same everywhere), page numbers, and the
 * firm's letterhead. Times on them are printed on the reader's clock: see `reader-time.ts`.
 *
 * How to use it:
 *
 * ```ts
 * import { letterhead, renderPdf } from '../../platform/pdf/index.ts';
 *
 * const bytes = await renderPdf(
 *   {
 *     ...letterhead({ office, title: 'Job Safety Analysis' }), // header band, margins
 *     content: [{ text: 'Hawkins 14-22 Pad', style: 'h1' }, …],
 *   },
 *   { append: [attachmentBytes], footerLabel: 'JSA 12' }, // optional: PDFs merged after the document
 * );
 * return sendFile(reply, { contentType: 'application/pdf', name: 'JSA-12.pdf', inline: true }, bytes);
 * ```
 *
 * - Styles `h1`, `h2`, `h3`, `small`, `muted`, `label` are predefined (see `baseStyles`); a
 *   document's own `styles` are merged over them.
 * - Every page, appended ones included, gets 'Page n of N' (plus `footerLabel`) unless the document
 *   brings its own `footer`.
 * - Uploaded PDFs are checked with `readPdf` (magic bytes and a parse with pdf-lib) before they are
 *   stored or merged.
 * - No image, font or URL is ever loaded from disk or the network while rendering: both access
 *   policies deny everything. Images must be given as data URLs or Buffers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PDFDocument as LoadedPdf } from 'pdf-lib';
import type Pdfmake from 'pdfmake';
import type { Content, ContextPageSize, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import { badRequest } from '../errors.ts';

/**
 * The bundled family: Liberation Sans 1.07 (metric-compatible with Arial; GPL 2 with the font
 * exception that documents embedding it are not covered: fonts/LICENSE-Liberation.txt, GPL-2.txt).
 * Chosen over DejaVu Sans for speed: its small OpenType tables cost ~10 ms a document, DejaVu's ~60 ms
 * per face used (fontkit parses them again for every document).
 */
export const PDF_FONT = 'LiberationSans';
const FONT_FILES = {
  normal: 'LiberationSans-Regular.ttf',
  bold: 'LiberationSans-Bold.ttf',
  italics: 'LiberationSans-Italic.ttf',
  bolditalics: 'LiberationSans-BoldItalic.ttf',
} as const;
type Engines = {
  pdfmake: typeof Pdfmake;
  PDFDocument: typeof LoadedPdf;
  tags: typeof import('./font-tags.ts');
};
let engines: Promise<Engines> | undefined;

/**
 * pdfmake and pdf-lib, loaded at the first PDF rather than at start: they are the slowest modules to
 * load (about 2 s of a start on a busy 2-core machine), and most of the server's work needs neither.
 */
function pdfEngines(): Promise<Engines> {
  engines ??= Promise.all([import('pdfmake'), import('pdf-lib'), import('./font-tags.ts')]).then(
    ([{ default: pdfmake }, { PDFDocument }, tags]) => {
      // The fonts are read once into pdfmake's in-memory file system, where it looks them up by name.
      const vfs = (pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } })
        .virtualfs;
      for (const file of Object.values(FONT_FILES)) {
        vfs.writeFileSync(`fieldbook-fonts/${file}`, readFileSync(new URL(`./fonts/${file}`, import.meta.url)));
      }
      pdfmake.setFonts({
        [PDF_FONT]: Object.fromEntries(Object.entries(FONT_FILES).map(([k, f]) => [k, `fieldbook-fonts/${f}`])),
      });
      pdfmake.setUrlAccessPolicy(() => false);
      pdfmake.setLocalAccessPolicy(() => false);
      return { pdfmake, PDFDocument, tags };
    },
  );
  return engines;
}

/** The firm's name (as the web client's footer, apps/web/src/shared/ui/Logo.tsx) and colours on its documents. */
export const BRAND = {
  name: 'Stillwater Noise Control',
  tagline: 'Sound Walls · Acoustic Blankets · Noise & Vibration Monitoring',
  color: '#1f3a5f',
  accent: '#e0a526',
};

/** US Letter in points; the documents of the firm are printed on it. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;

export const baseStyles: StyleDictionary = {
  h1: { fontSize: 16, bold: true, color: BRAND.color, margin: [0, 0, 0, 8] },
  h2: { fontSize: 13, bold: true, color: BRAND.color, margin: [0, 12, 0, 6] },
  h3: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
  small: { fontSize: 8 },
  muted: { color: '#555555' },
  label: { fontSize: 8, bold: true, color: '#555555' },
};

/** The office whose address the letterhead carries. */
export interface LetterheadOffice {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber?: string | null;
  faxNumber?: string | null;
}

const BAND = 78; // height of the first page's band, in points
const SLIM = 28; // height of the band of later pages

/**
 * The letterhead: a drawn band in the firm's colour with its name and the office's address on the
 * first page, a slim band with the name (and `title`) on later pages. Spread it into a document
 * definition; it sets `background` and `pageMargins` (no external image is used).
 */
export function letterhead({
  office,
  title,
}: {
  office: LetterheadOffice | null;
  title?: string;
}): Pick<TDocumentDefinitions, 'background' | 'pageMargins'> {
  const addressLines = office
    ? [
        office.address,
        `${office.city}, ${office.state} ${office.zipCode}`,
        [office.phoneNumber && `Phone ${office.phoneNumber}`, office.faxNumber && `Fax ${office.faxNumber}`]
          .filter(Boolean)
          .join('   '),
      ].filter(Boolean)
    : [];
  return {
    pageMargins: [PAGE.margin, BAND + 30, PAGE.margin, 54],
    background: (currentPage: number, pageSize: ContextPageSize): Content => {
      const width = pageSize.width;
      if (currentPage === 1) {
        return [
          {
            canvas: [
              { type: 'rect', x: 0, y: 0, w: width, h: BAND, color: BRAND.color },
              { type: 'rect', x: 0, y: BAND, w: width, h: 4, color: BRAND.accent },
            ],
          },
          {
            absolutePosition: { x: PAGE.margin, y: 18 },
            // Fixed column widths: an absolutely placed block would otherwise run to the page's edge.
            columns: [
              {
                width: width - 2 * PAGE.margin - 220,
                stack: [
                  { text: BRAND.name, fontSize: 19, bold: true, color: '#ffffff' },
                  { text: BRAND.tagline, fontSize: 8, color: '#dbe4ee', margin: [0, 3, 0, 0] },
                ],
              },
              {
                width: 220,
                stack: [
                  ...(office ? [{ text: `${office.name} Office`, bold: true }] : []),
                  ...addressLines.map((line) => ({ text: line })),
                ],
                alignment: 'right',
                fontSize: 8.5,
                color: '#ffffff',
                lineHeight: 1.25,
              },
            ],
          },
        ] as Content;
      }
      return [
        { canvas: [{ type: 'rect', x: 0, y: 0, w: width, h: SLIM, color: BRAND.color }] },
        {
          absolutePosition: { x: PAGE.margin, y: 8 },
          columns: [
            { text: BRAND.name, bold: true, color: '#ffffff', fontSize: 10, width: 200 },
            {
              text: title ?? '',
              color: '#dbe4ee',
              fontSize: 9,
              alignment: 'right',
              width: width - 2 * PAGE.margin - 200,
            },
          ],
        },
      ] as Content;
    },
  };
}

/** The page-number line of every page. */
export const pageNumberText = (page: number, total: number, label?: string) =>
  `${label ? `${label}   ·   ` : ''}Page ${page} of ${total}`;

export interface RenderOptions {
  /** PDFs appended after the document, in order; each must have passed `readPdf`. */
  append?: Buffer[];
  /** Printed before the page number on every page (e.g. the document's name). */
  footerLabel?: string;
}

/** Renders a pdfmake document definition to the bytes of a PDF. */
export async function renderPdf(doc: TDocumentDefinitions, options: RenderOptions = {}): Promise<Buffer> {
  return (await renderPdfCounted(doc, options)).bytes;
}

/** The page-number line as every footer draws it. */
const footerLine = (text: string): Content => ({
  text,
  alignment: 'center',
  fontSize: 8,
  color: '#555555',
  margin: [0, 20, 0, 0],
});

const pdfDefaults = { font: PDF_FONT, fontSize: 10, lineHeight: 1.2 };

/** The same, with the number of pages (counted while rendering, so nothing is parsed again). */
export async function renderPdfCounted(
  doc: TDocumentDefinitions,
  options: RenderOptions = {},
): Promise<{ bytes: Buffer; pageCount: number }> {
  const engines = await pdfEngines();
  const { pdfmake, PDFDocument, tags } = engines;
  const appended = await Promise.all((options.append ?? []).map((bytes) => parsedCopy(engines, bytes)));
  const extraPages = appended.reduce((n, d) => n + d.getPageCount(), 0);
  const numbered = !doc.footer;
  let own = 0;
  const footer =
    doc.footer ??
    ((page: number, count: number) => {
      own = count;
      return footerLine(pageNumberText(page, count + extraPages, options.footerLabel));
    });
  const main = await pdfmake
    .createPdf({
      pageSize: 'LETTER',
      pageMargins: PAGE.margin,
      ...doc,
      footer: footer as TDocumentDefinitions['footer'],
      defaultStyle: { ...pdfDefaults, ...doc.defaultStyle },
      styles: { ...baseStyles, ...doc.styles },
      info: { creator: 'Fieldbook', producer: 'Fieldbook', ...doc.info },
    })
    .getBuffer();
  if (appended.length === 0) {
    const bytes = tags.retagRenderedFonts(main);
    return { bytes, pageCount: numbered ? own : (await PDFDocument.load(bytes)).getPageCount() };
  }
  // The appended pages' numbers: a document of blank pages with only those footers (no letterhead to
  // draw), whose footer strips `merge` draws onto the appended pages.
  const stamps = numbered
    ? await pdfmake
        .createPdf({
          pageSize: 'LETTER',
          pageMargins: PAGE.margin,
          content: Array.from({ length: extraPages }, (_, i) => ({ text: '', pageBreak: i ? 'before' : undefined })),
          footer: (page: number) => footerLine(pageNumberText(own + page, own + extraPages, options.footerLabel)),
          defaultStyle: pdfDefaults,
        } as TDocumentDefinitions)
        .getBuffer()
    : null;
  const bytes = await merge(
    PDFDocument,
    tags.retagRenderedFonts(main),
    appended,
    stamps && tags.retagRenderedFonts(stamps),
  );
  return { bytes, pageCount: numbered ? own + extraPages : (await PDFDocument.load(bytes)).getPageCount() };
}

/**
 * Parsed copies of appended PDFs, by the SHA-256 of their bytes, the most recently used kept: a
 * proposal appends the same few attachments every time, and parsing them was most of its time.
 * Merging only reads a copy (pages are copied out of it), so one copy serves every request.
 */
const parsed = new Map<string, Promise<LoadedPdf>>();
const PARSED_KEPT = 16;

function parsedCopy({ PDFDocument, tags }: Engines, bytes: Buffer): Promise<LoadedPdf> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const kept = parsed.get(key);
  parsed.delete(key);
  const copy =
    kept ??
    PDFDocument.load(bytes, { updateMetadata: false }).then((doc) => {
      tags.retagParsedFonts(doc);
      return doc;
    });
  parsed.set(key, copy);
  if (!kept) copy.catch(() => parsed.delete(key));
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
  return copy;
}

/** The bottom strip of a page that holds its footer (points from the bottom edge). */
const FOOTER_STRIP = 48;
/** How far below the document's own footer line an appended page's number is drawn. */
const STAMP_DROP = 18;

/**
 * Appends PDFs to the rendered document. `stamps` (when the pages are numbered) has one page per
 * appended page, whose footer strip is drawn onto that page, a little lower, clear of its own footer.
 */
async function merge(
  PDFDocument: Engines['PDFDocument'],
  mainBytes: Buffer,
  appended: LoadedPdf[],
  stampBytes: Buffer | null,
) {
  const [out, stampDoc] = await Promise.all([
    PDFDocument.load(mainBytes),
    stampBytes ? PDFDocument.load(stampBytes) : null,
  ]);
  const stampPages = stampDoc?.getPages() ?? [];
  const stamps = await out.embedPages(
    stampPages,
    stampPages.map((page) => ({ left: 0, bottom: 0, right: page.getWidth(), top: FOOTER_STRIP })),
  );
  let n = 0;
  for (const doc of appended) {
    const pages = await out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) {
      out.addPage(page);
      const stamp = stamps[n++];
      if (!stamp) continue;
      const box = page.getMediaBox();
      page.drawPage(stamp, { x: box.x + (box.width - stamp.width) / 2, y: box.y - STAMP_DROP });
    }
  }
  // Without object streams: about twice as fast to write, and every PDF reader opens it.
  return Buffer.from(await out.save({ useObjectStreams: false }));
}

/** What `readPdf` found in an accepted PDF. */
export interface PdfInfo {
  pageCount: number;
}

const PDF_REFUSED = 'Only PDF files can be uploaded here.';

/**
 * Checks that bytes are a PDF that can be merged: the '%PDF-' signature at the start AND a full
 * parse with pdf-lib (a renamed file, a truncated or an encrypted PDF is refused with 400 naming
 * `field`). Never trust the client's file name or type.
 */
export async function readPdf(bytes: Buffer, field = 'file', message = PDF_REFUSED): Promise<PdfInfo> {
  const refuse = () => badRequest(message, { [field]: message });
  if (bytes.length < 8 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw refuse();
  const { PDFDocument } = await pdfEngines();
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pageCount = doc.getPageCount();
    if (pageCount < 1) throw refuse();
    return { pageCount };
  } catch {
    throw refuse();
  }
}
