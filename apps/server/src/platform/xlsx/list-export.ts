import type { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { audit } from '../audit.ts';
import { serverToday } from '../calendar.ts';
import type { Ctx } from '../context.ts';
import { sendFile } from '../send-file.ts';
import { addTable, type Column } from './table-sheet.ts';
import { openWorkbook, type WorkbookWriter, XLSX_TYPE } from './workbook.ts';

/** Rows an export reads per keyset page: few statements for 100,000 rows, little memory per page. */
export const EXPORT_PAGE = 2000;

/** A page of a list as its service answers it. */
interface Page<R> {
  data: R[];
  more: boolean;
  next: string | null;
}

/**
 * Every row of a list in the list's order: its own query (filters, sort, the caller's visibility)
 * read a keyset page at a time, `after` the last page's cursor, so the export sees what the screen
 * pages through.
 */
export async function* everyRow<R>(page: (after: string | undefined, limit: number) => Promise<Page<R>>) {
  let after: string | undefined;
  for (;;) {
    const p = await page(after, EXPORT_PAGE);
    yield* p.data;
    if (!p.more || p.next === null) return;
    after = p.next;
  }
}

/** A table sheet of an export: its name, columns and rows. */
export interface ExportSheet<R> {
  title: string;
  columns: Column<R>[];
  /** The rows: a keyset-paged list through everyRow, a short unpaged one as its array. */
  rows: AsyncIterable<R> | Iterable<R>;
}

/** A sheet after the list's own, its row type closed over so that sheets of different rows go in one list. */
export type LaterSheet = (workbook: WorkbookWriter, drain: Writable) => Promise<number>;

/** A further sheet of an export (a yard's assets after its counted stock). */
export const laterSheet =
  <R>(sheet: ExportSheet<R>): LaterSheet =>
  (workbook, drain) =>
    addTable(workbook, sheet.title, sheet.columns, sheet.rows, { drain });

export interface ListExport<R> extends ExportSheet<R> {
  /**
   * The list's name in the audit log ('jobs'); `title` names the first sheet and the file ('Jobs' →
   * Jobs-2026-11-28.xlsx).
   */
  list: string;
  /** The filters and sort asked for, as the audit log keeps them. */
  filters: Record<string, unknown>;
  /** Sheets after the first, written in turn: a page whose list has sections of different columns. */
  later?: LaterSheet[];
}

/**
 * Answers a list as a spreadsheet download, written while it is read (the streaming writer), and
 * writes the export to the audit log first: who took which list with which filters. A failure once
 * the download has started cuts it short, which the browser reports as a failed download.
 */
export async function sendListExport<R>(ctx: Ctx, reply: FastifyReply, e: ListExport<R>) {
  await audit(ctx.db, ctx.user.id, 'export', e.list, 'export', e.filters);
  const { workbook, stream } = openWorkbook();
  addTable(workbook, e.title, e.columns, e.rows, { drain: stream })
    .then(async () => {
      for (const sheet of e.later ?? []) await sheet(workbook, stream);
      await workbook.commit();
    })
    .catch((err: Error) => {
      reply.log.error({ err }, `export of ${e.list} failed`);
      stream.destroy(err);
    });
  return sendFile(
    reply,
    { contentType: XLSX_TYPE, name: `${e.title.replaceAll(' ', '')}-${serverToday()}.xlsx` },
    stream,
  );
}
