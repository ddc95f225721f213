import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/** An .xlsx answer read back as exceljs reads it (as Excel would). */
export async function readWorkbook(bytes: Buffer | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as ArrayBuffer);
  return wb;
}

/** A sheet's rows as plain values, without exceljs' leading hole (row 1 first). */
export function rowValues(ws: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  ws.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return rows;
}

/** The sheets of a download that must have succeeded (200), as exceljs reads them. */
export async function sheetsOf(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await readWorkbook(res.rawPayload)).worksheets;
}

/** A one-sheet export's answer: 200, and its sheet read back. */
export const exportedSheet = async (res: { statusCode: number; body: string; rawPayload: Buffer }) =>
  (await sheetsOf(res))[0];

/** The values of a sheet's column `n` (0 first) below the header. */
export const columnValues = (ws: ExcelJS.Worksheet, n: number) =>
  rowValues(ws)
    .slice(1)
    .map((r) => r[n]);

/**
 * The spreadsheet printed by LibreOffice (headless, as the reader's office suite would): the PDF's
 * text (pdftotext -layout) and page count (pdfinfo). With PRINT_PNG_DIR set, the pages are also
 * written there as PNG files, to look at. Each call has its own LibreOffice profile, so tests running
 * side by side do not wait on one another.
 */
export function printWorkbook(bytes: Buffer): { pages: number; text: string } {
  const pngDir = process.env.PRINT_PNG_DIR;
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-print-'));
  try {
    const xlsx = join(dir, 'sheet.xlsx');
    writeFileSync(xlsx, bytes);
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, xlsx],
      { stdio: 'ignore', timeout: 60_000 },
    );
    const pdf = join(dir, 'sheet.pdf');
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    if (pngDir) execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(pngDir, `${Date.now()}-page`)]);
    return { pages, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The conventions every export follows, as read back: a bold header row, frozen, with an autofilter
 * over the header and the `dataRows` rows; printed landscape, one page wide, the header repeated.
 */
export function expectSheetConventions(ws: ExcelJS.Worksheet, dataRows: number) {
  const header = ws.getRow(1);
  const columns = header.cellCount;
  expect(header.getCell(1).font?.bold).toBe(true);
  expect(header.getCell(columns).font?.bold).toBe(true);
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(ws.autoFilter).toBe(`A1:${ws.getColumn(columns).letter}${dataRows + 1}`);
  expect(ws.pageSetup).toMatchObject({
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printTitlesRow: '1:1',
  });
}

/** How a US office reads a calendar date ('Nov 27, 2026'), as the sheet's 'mmm d, yyyy' shows it. */
export const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A test that prints with LibreOffice: starting it takes seconds, more on a busy machine. */
export const PRINTS = { timeout: 120_000 };
