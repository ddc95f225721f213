import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** A sheet's rows as plain values, header first (without exceljs' leading hole). */
export function sheetRows(ws: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  ws.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return rows;
}

/** Clicks the screen's Export and reads the download as Excel would: its file name, its sheets and their rows. */
export async function exportedWorkbook(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  return { name: download.suggestedFilename(), sheets: wb.worksheets, rows: wb.worksheets.map(sheetRows) };
}

/** The same for a one-sheet export: its file name, its sheet and the sheet's rows. */
export async function exportedSheet(page: Page) {
  const { name, sheets, rows } = await exportedWorkbook(page);
  return { name, sheet: sheets[0], rows: rows[0] };
}
