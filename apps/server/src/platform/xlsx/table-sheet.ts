import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { CellValue, PaperSize, Worksheet } from 'exceljs';
import { type CellKind, cellValue, FORMATS, type RawValue, shownLength } from './cells.ts';
import type { WorkbookWriter } from './workbook.ts';

/** One column of a table sheet: its header, what it holds, and how a row gives its value. */
export interface Column<R> {
  header: string;
  /** What every cell holds, or what each row's cell holds (a details sheet's values). */
  kind: CellKind | ((row: R) => CellKind);
  value: (row: R) => RawValue;
}

/** A cell to write: its value and, when the column's kind varies by row, its own kind. */
interface Cell {
  value: CellValue;
  kind: CellKind;
}

export interface TableOptions {
  /** A bold row after the data, outside the filter: per column (by header) a value of its kind or a formula. */
  total?: Record<string, RawValue | { formula: string; result: number }>;
  /** The output, to wait on between batches so a slow download holds the rows in the database. */
  drain?: Writable;
}

/** Rows looked at to size the columns: the widths are written before the first row. */
const SAMPLE = 500;
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
const HEADER_FILL = 'FFE8EDF3';
/** The body's font, bold: a font without a name prints in the office suite's default (a serif). */
const BOLD = { name: 'Calibri', size: 11, bold: true };
/** Kinds Excel aligns right, whose header goes right too, over its figures. */
const RIGHT: ReadonlySet<CellKind> = new Set(['integer', 'number', 'money', 'date', 'time', 'datetime', 'percent']);

/**
 * The sheet conventions every export follows: a bold, shaded header row, frozen, with an autofilter
 * over the data; columns as wide as their header and the first rows; printed landscape on US letter,
 * one page wide, as many tall as needed, the header repeated on every page.
 */
function tableSheet(workbook: WorkbookWriter, name: string): Worksheet {
  return workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
    pageSetup: {
      orientation: 'landscape',
      paperSize: 1 as PaperSize, // US letter (exceljs' list of sizes leaves it out)
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0, // as many pages tall as the rows need
      printTitlesRow: '1:1',
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: `&L${name}&RPage &P of &N` },
    properties: { defaultRowHeight: 15 },
  }) as unknown as Worksheet;
}

function fitWidths<R>(columns: Column<R>[], sample: Cell[][]): number[] {
  return columns.map((c, i) => {
    // the header's filter button takes about two characters
    let width = c.header.length + 3;
    for (const row of sample) width = Math.max(width, shownLength(row[i].kind, row[i].value) + 2);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
  });
}

async function* iterate<R>(rows: Iterable<R> | AsyncIterable<R>): AsyncGenerator<R> {
  for await (const row of rows) yield row;
}

/**
 * Writes a table sheet: the header, then every row as typed cells, then the total row if any.
 * Rows may be an async iterable (a cursor over the database): they are committed one at a time.
 * Answers how many data rows were written.
 */
export async function addTable<R>(
  workbook: WorkbookWriter,
  name: string,
  columns: Column<R>[],
  rows: Iterable<R> | AsyncIterable<R>,
  options: TableOptions = {},
): Promise<number> {
  const source = iterate(rows);
  const toCells = (row: R): Cell[] =>
    columns.map((c) => {
      const kind = typeof c.kind === 'function' ? c.kind(row) : c.kind;
      return { value: cellValue(kind, c.value(row)), kind };
    });
  const sample: Cell[][] = [];
  let next = await source.next();
  while (!next.done && sample.length < SAMPLE) {
    sample.push(toCells(next.value));
    next = await source.next();
  }
  const ws = tableSheet(workbook, name);
  const widths = fitWidths(columns, sample);
  ws.columns = columns.map((c, i) => ({
    key: String(i),
    width: widths[i],
    style: typeof c.kind === 'string' && FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  const header = ws.addRow(columns.map((c) => c.header));
  header.eachCell((cell, n) => {
    const kind = columns[n - 1].kind;
    cell.font = BOLD;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.border = { bottom: { style: 'thin' } };
    if (typeof kind === 'string' && RIGHT.has(kind)) cell.alignment = { horizontal: 'right' };
  });
  header.commit();

  let count = 0;
  const write = async (cells: Cell[]) => {
    const row = ws.addRow(cells.map((c) => c.value));
    cells.forEach((c, i) => {
      const format = typeof columns[i].kind === 'function' ? FORMATS[c.kind] : undefined;
      if (format) row.getCell(i + 1).numFmt = format;
    });
    row.commit();
    count++;
    if (options.drain?.writableNeedDrain && count % 1000 === 0) await once(options.drain, 'drain');
  };
  for (const cells of sample) await write(cells);
  while (!next.done) {
    await write(toCells(next.value));
    next = await source.next();
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: count + 1, column: columns.length } };
  if (options.total) {
    const total = ws.addRow(
      columns.map((c) => {
        const v = options.total?.[c.header];
        if (typeof v === 'object' && v !== null && 'formula' in v) return v;
        return cellValue(typeof c.kind === 'string' ? c.kind : 'text', v);
      }),
    );
    total.font = BOLD;
    total.commit();
  }
  ws.commit();
  return count;
}
