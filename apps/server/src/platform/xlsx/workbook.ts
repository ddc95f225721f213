import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * A workbook written as it is filled (exceljs' streaming writer), into `stream`: a list of 100,000
 * rows goes out in batches with the server's memory flat. Inline strings (no shared-string table)
 * keep nothing in memory per row; the file opens the same in Excel and LibreOffice.
 */
export function openWorkbook(): { workbook: WorkbookWriter; stream: PassThrough } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  workbook.creator = 'Fieldbook';
  return { workbook, stream };
}

/** A small workbook's bytes: `fill` adds its sheets, then the workbook is finished. */
export async function workbookBytes(fill: (workbook: WorkbookWriter) => Promise<unknown>): Promise<Buffer> {
  const { workbook, stream } = openWorkbook();
  const bytes = buffer(stream);
  await fill(workbook);
  await workbook.commit();
  return bytes;
}

/** The media type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
