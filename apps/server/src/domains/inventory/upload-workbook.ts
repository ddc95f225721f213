import {
  messages,
  UPLOAD_AMOUNT_MAX,
  UPLOAD_ROW_LIMIT,
  UPLOAD_UNPACKED_LIMIT,
  type UploadColumn,
  uploadColumns,
  uploadItemTypes,
  uploadProblems,
  uploadTooBig,
  uploadTooManyRows,
} from '@fieldbook/contract';
import ExcelJS from 'exceljs';
import { longDate, serverToday } from '../../platform/calendar.ts';
import { type AppError, badRequest } from '../../platform/errors.ts';
import { unpackZip, ZipRefused } from './upload-zip.ts';

// The spreadsheet side of the inventory upload: the template a clerk fills in, and the reading of
// a filled-in sheet into rows, with every problem of every row named (spec 4 §2, §7).

export const DATA_SHEET = 'Inventory';
const LIST_SHEET = 'Lists';
const HELP_SHEET = 'Instructions';

// --- the template ---------------------------------------------------------------------------------

export interface TemplateCatalogue {
  jobReady: string[];
  bulk: string[];
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDE6F0' } };

/**
 * The upload template: an 'Inventory' sheet with the three headings (bold, frozen, a note on how to
 * fill each), drop-down lists on every row up to the row limit — item types, and item names from a
 * hidden 'Lists' sheet of the catalogue — and whole-number validation of amounts; and an
 * 'Instructions' sheet. Validation only helps the clerk: the server checks every row again.
 */
export async function buildTemplate(catalogue: TemplateCatalogue): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldbook';
  wb.created = new Date();
  const last = UPLOAD_ROW_LIMIT + 1;

  const ws = wb.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1, activeCell: 'A2' }] });
  ws.columns = [
    { header: uploadColumns[0], key: 'type', width: 14 },
    { header: uploadColumns[1], key: 'name', width: 46 },
    { header: uploadColumns[2], key: 'amount', width: 12 },
  ];
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin' } };
  });
  ws.getCell('A1').note =
    `${uploadItemTypes.jobReady} or ${uploadItemTypes.bulk}. May be left blank when the name belongs to one kind only.`;
  ws.getCell('B1').note = 'Pick the item from the drop-down list (or type its name exactly as in the catalogue).';
  ws.getCell('C1').note = `A whole number from 1 to ${UPLOAD_AMOUNT_MAX}. Rows of the same item are added together.`;
  ws.getColumn(3).numFmt = '0';
  const help = wb.addWorksheet(HELP_SHEET);

  // The hidden list sheet: job-ready names, bulk names, and both together for the name drop-down.
  const lists = wb.addWorksheet(LIST_SHEET, { state: 'hidden' });
  const every = [...new Set([...catalogue.jobReady, ...catalogue.bulk])].sort((a, b) => a.localeCompare(b));
  lists.getRow(1).values = ['Job-ready items', 'Bulk items', 'All items'];
  lists.getRow(1).font = { bold: true };
  const longest = Math.max(catalogue.jobReady.length, catalogue.bulk.length, every.length);
  for (let i = 0; i < longest; i++) {
    lists.getRow(i + 2).values = [catalogue.jobReady[i] ?? null, catalogue.bulk[i] ?? null, every[i] ?? null];
  }
  lists.columns.forEach((c) => {
    c.width = 40;
  });

  // exceljs writes a validation keyed by a range as one rule over it (its typings omit the collection).
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;
  validations.add(`A2:A${last}`, {
    type: 'list',
    allowBlank: true,
    formulae: [`"${uploadItemTypes.jobReady},${uploadItemTypes.bulk}"`],
    showErrorMessage: true,
    errorTitle: 'Item type',
    error: `Choose ${uploadItemTypes.jobReady} or ${uploadItemTypes.bulk}.`,
  });
  if (every.length > 0) {
    validations.add(`B2:B${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${LIST_SHEET}!$C$2:$C$${every.length + 1}`],
      showErrorMessage: true,
      errorTitle: 'Item name',
      error: 'Choose an item of the catalogue from the list.',
      showInputMessage: true,
      promptTitle: 'Item name',
      prompt: 'Pick from the list.',
    });
  }
  validations.add(`C2:C${last}`, {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [1, UPLOAD_AMOUNT_MAX],
    showErrorMessage: true,
    errorTitle: 'Amount',
    error: `A whole number from 1 to ${UPLOAD_AMOUNT_MAX}.`,
  });

  help.getColumn(1).width = 110;
  const lines: [string, boolean?][] = [
    ['Uploading stock from a spreadsheet', true],
    [''],
    ['1. On the Inventory sheet, fill one row per item, starting under the headings:'],
    [`   Item type: ${uploadItemTypes.jobReady} or ${uploadItemTypes.bulk} (from the drop-down list).`],
    ['   Item name: pick the item from the drop-down list; names must match the catalogue.'],
    [`   Amount: a whole number from 1 to ${UPLOAD_AMOUNT_MAX}. Type the number itself, not a formula.`],
    ['2. Rows of the same item are added together. Blank rows are skipped.'],
    [`3. At most ${UPLOAD_ROW_LIMIT.toLocaleString('en-US')} rows per file. Keep the headings in row 1.`],
    ['4. Save the file as an Excel Workbook (.xlsx).'],
    ['5. In Fieldbook, open Inventory > Excel Upload, choose the origin yard and the destination job,'],
    ['   choose the file and press Upload.'],
    [''],
    ['The whole file moves together or not at all: if any row has a problem (an unknown item, an amount'],
    ['that is not a whole number, more than the yard holds), nothing moves and the message names each'],
    ['row and column to correct. Uploading the same form twice moves the stock only once.'],
    [''],
    [`The item lists are the catalogue of ${longDate(serverToday())}: download the template again`],
    ['after items are added to the catalogue.'],
  ];
  lines.forEach(([text, bold], i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = text;
    if (bold) cell.font = { bold: true, size: 14 };
  });

  return Buffer.from(await wb.xlsx.writeBuffer());
}

// --- reading a filled-in sheet --------------------------------------------------------------------

/** One item row as typed, before the catalogue is consulted. */
export interface SheetRow {
  /** The row number in the sheet (the headings are row 1). */
  row: number;
  /** null: left blank. */
  type: 'jobReady' | 'bulk' | null;
  name: string;
  amount: number;
}

export interface RowProblem {
  row: number;
  column: UploadColumn;
  problem: string;
}

/** Parts and rows a workbook may have before it is read at all. */
const MAX_PARTS = 200;
/** Row elements the reader accepts at most (blank formatted rows count too): ten times the row limit. */
const MAX_ROW_ELEMENTS = UPLOAD_ROW_LIMIT * 10;
const MAX_CELLS_PER_ROW = 100;

/**
 * Opens an uploaded workbook safely (every hostile case a 400 with its reason): the bytes must be a
 * zip within the size limits (upload-zip.ts), then exceljs reads only the sheets' cells (drop-down
 * lists, merges, drawings and the like are skipped: a range over a million cells cannot make it
 * work for minutes), with a cap on rows and cells per row.
 */
export async function openWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  try {
    unpackZip(bytes, { maxUnpacked: UPLOAD_UNPACKED_LIMIT, maxParts: MAX_PARTS });
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err;
    if (err.reason === 'tooBig') throw fileProblem(uploadTooBig(UPLOAD_UNPACKED_LIMIT / 1024 / 1024));
    if (err.reason === 'tooManyParts') throw fileProblem(messages.uploadTooManyParts);
    throw fileProblem(messages.uploadNotXlsx);
  }
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(
      bytes as unknown as ArrayBuffer,
      {
        ignoreNodes: [
          'dataValidations',
          'mergeCells',
          'conditionalFormatting',
          'hyperlinks',
          'autoFilter',
          'rowBreaks',
          'picture',
          'drawing',
          'tableParts',
          'extLst',
          'cols',
        ],
        maxRows: MAX_ROW_ELEMENTS,
        maxCols: MAX_CELLS_PER_ROW,
      } as ExcelJS.XlsxReadOptions & { maxRows: number; maxCols: number },
    );
  } catch (err) {
    if (/^Max row count/.test((err as Error).message)) throw fileProblem(uploadTooManyRows(UPLOAD_ROW_LIMIT));
    throw fileProblem(messages.uploadUnreadable);
  }
  if (wb.worksheets.length === 0) throw fileProblem(messages.uploadUnreadable);
  return wb;
}

const fileProblem = (message: string) => badRequest(message, { file: message });

/** The text of a cell as a person reads it; formulas are reported, never evaluated. */
type Read = { formula: true } | { formula: false; text: string; number: number | null };

function readCell(cell: ExcelJS.Cell): Read {
  const v = cell.value as ExcelJS.CellValue;
  if (v === null || v === undefined) return { formula: false, text: '', number: null };
  if (typeof v === 'number') return { formula: false, text: String(v), number: v };
  if (typeof v === 'string') return { formula: false, text: v.trim(), number: null };
  if (typeof v === 'boolean') return { formula: false, text: String(v), number: null };
  if (v instanceof Date) return { formula: false, text: v.toISOString(), number: null };
  if ('formula' in v || 'sharedFormula' in v) return { formula: true };
  if ('richText' in v)
    return {
      formula: false,
      text: v.richText
        .map((r) => r.text)
        .join('')
        .trim(),
      number: null,
    };
  if ('text' in v) return { formula: false, text: String(v.text).trim(), number: null };
  if ('error' in v) return { formula: false, text: String(v.error), number: null };
  return { formula: false, text: '', number: null };
}

const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

function itemType(text: string): SheetRow['type'] | 'bad' {
  const t = normal(text).replace(/[\s_-]/g, '');
  if (t === '') return null;
  if (t === 'jobready') return 'jobReady';
  if (t === 'bulk') return 'bulk';
  return 'bad';
}

/** The sheet that holds the items: the one named Inventory, else the first. */
function dataSheet(wb: ExcelJS.Workbook): ExcelJS.Worksheet {
  return wb.worksheets.find((w) => normal(w.name) === normal(DATA_SHEET)) ?? wb.worksheets[0];
}

/**
 * The item rows of a workbook, or a 400: wrong headings, no rows, too many rows; and each row's
 * own problems (missing or malformed cells, formulas), all of them, with their row and column.
 */
export function readRows(wb: ExcelJS.Workbook): { rows: SheetRow[]; problems: RowProblem[] } {
  const ws = dataSheet(wb);
  const heading = [1, 2, 3].map((c) => {
    const read = readCell(ws.getRow(1).getCell(c));
    return read.formula ? '' : normal(read.text);
  });
  if (heading.some((h, i) => h !== normal(uploadColumns[i]))) throw fileProblem(messages.uploadHeaders);

  const rows: SheetRow[] = [];
  const problems: RowProblem[] = [];
  let counted = 0;
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells = [1, 2, 3].map((c) => readCell(r.getCell(c)));
    if (cells.every((c) => !c.formula && c.text === '')) return;
    counted++;
    if (counted > UPLOAD_ROW_LIMIT) return;
    const problem = (column: UploadColumn, text: string) => problems.push({ row: n, column, problem: text });
    const [typeCell, nameCell, amountCell] = cells;
    let type: SheetRow['type'] = null;
    if (typeCell.formula) problem('Item type', uploadProblems.formula);
    else {
      const t = itemType(typeCell.text);
      if (t === 'bad') problem('Item type', uploadProblems.itemType);
      else type = t;
    }
    let name = '';
    if (nameCell.formula) problem('Item name', uploadProblems.formula);
    else if (nameCell.text === '') problem('Item name', uploadProblems.missing);
    else name = nameCell.text.replace(/\s+/g, ' ');
    let amount = 0;
    if (amountCell.formula) problem('Amount', uploadProblems.formula);
    else {
      const n = amountCell.number ?? (/^[+-]?\d+(\.0+)?$/.test(amountCell.text) ? Number(amountCell.text) : Number.NaN);
      if (amountCell.text === '') problem('Amount', uploadProblems.missing);
      else if (!Number.isInteger(n)) problem('Amount', uploadProblems.notWholeNumber);
      else if (n <= 0) problem('Amount', uploadProblems.notPositive);
      else if (n > UPLOAD_AMOUNT_MAX) problem('Amount', uploadProblems.tooLarge);
      else amount = n;
    }
    rows.push({ row: n, type, name, amount });
  });
  if (counted > UPLOAD_ROW_LIMIT) throw fileProblem(uploadTooManyRows(UPLOAD_ROW_LIMIT));
  if (counted === 0) throw fileProblem(messages.uploadEmpty);
  return { rows, problems };
}

/** The 400 of a sheet with bad rows: the heading line, then one line per problem (the first 50). */
export function rowsRefused(lines: string[]): AppError {
  return badRequest(`${messages.uploadRejected}\n${lines.join('\n')}`, { file: messages.uploadRejected });
}
