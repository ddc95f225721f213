import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * Clicks a list's Export and reads the downloaded spreadsheet back as Excel would: its file name, its
 * first sheet and that sheet's rows as plain values (header first).
 */
export async function exportedSheet(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return { name: download.suggestedFilename(), sheet: wb.worksheets[0], rows };
}
