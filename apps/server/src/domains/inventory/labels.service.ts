import { ASSET_LABEL_PREFIX, type assetLabelsBody, assetTypeName, messages } from '@fieldbook/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { z } from 'zod';
import { assets, yards } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { renderPdfCounted } from '../../platform/pdf/index.ts';
import { labelPayload } from './assets.service.ts';

// QR labels of assets (designed: the specification has none). A label carries the QR code of the
// asset's payload `FB-ASSET:{labelCode}` (labelCode is random, so labels cannot be guessed from ids),
// its name, serial number and type; a Letter page holds 3 x 8 labels. The web client's Scan button
// reads a label and asks AssetByLabel which asset it names.

/** Labels across and down a US Letter page, and the page's margins (points). */
export const LABELS_ACROSS = 3;
export const LABELS_DOWN = 8;
export const LABELS_PER_PAGE = LABELS_ACROSS * LABELS_DOWN;
const MARGIN_X = 18;
const MARGIN_Y = 36;
const LABEL_W = (612 - 2 * MARGIN_X) / LABELS_ACROSS; // 192
const LABEL_H = (792 - 2 * MARGIN_Y) / LABELS_DOWN; // 90
const QR_SIZE = 74;

interface LabelAsset {
  name: string;
  serialNumber: string;
  assetType: number;
  labelCode: string;
}

function labelCell(a: LabelAsset | undefined): TableCell {
  if (!a) return { text: '' };
  return {
    columns: [
      { qr: labelPayload(a.labelCode), fit: QR_SIZE, eccLevel: 'M', width: QR_SIZE + 6 },
      {
        width: '*',
        stack: [
          { text: a.name, bold: true, fontSize: 9, maxHeight: 34 },
          { text: `S/N ${a.serialNumber}`, fontSize: 8.5, margin: [0, 3, 0, 0] },
          { text: assetTypeName(a.assetType), fontSize: 8, color: '#555555', margin: [0, 2, 0, 0] },
        ],
      },
    ],
    columnGap: 4,
    margin: [6, (LABEL_H - QR_SIZE) / 2 - 2, 4, 0],
  } as TableCell;
}

/** One page of labels: a fixed grid, filled row by row. */
function page(chunk: LabelAsset[], first: boolean): Content {
  const body: TableCell[][] = [];
  for (let r = 0; r < LABELS_DOWN; r++) {
    const row = chunk.slice(r * LABELS_ACROSS, (r + 1) * LABELS_ACROSS);
    if (row.length === 0) break;
    body.push(Array.from({ length: LABELS_ACROSS }, (_, c) => labelCell(row[c])));
  }
  return {
    ...(first ? {} : { pageBreak: 'before' as const }),
    table: { widths: Array(LABELS_ACROSS).fill(LABEL_W - 1), heights: LABEL_H - 1.5, body, dontBreakRows: true },
    layout: {
      hLineWidth: () => 0.25,
      vLineWidth: () => 0.25,
      hLineColor: () => '#cccccc',
      vLineColor: () => '#cccccc',
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
  };
}

/** The label sheet's PDF of the asked assets (listed, a yard's, or every one in service), by name. */
export async function assetLabels(ctx: Ctx, body: z.output<typeof assetLabelsBody>) {
  if (body.yardId) {
    const [y] = await ctx.db.select({ id: yards.id }).from(yards).where(eq(yards.id, body.yardId));
    if (!y) throw badRequest(messages.yardNotFound, { yardId: messages.yardNotFound });
  }
  const rows: LabelAsset[] = await ctx.db
    .select({
      name: assets.name,
      serialNumber: assets.serialNumber,
      assetType: assets.assetType,
      labelCode: assets.labelCode,
    })
    .from(assets)
    .where(
      and(
        eq(assets.decommissioned, false),
        body.assetIds?.length ? inArray(assets.id, body.assetIds) : undefined,
        body.yardId ? eq(assets.yardId, body.yardId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${assets.name})`), asc(assets.serialNumber), asc(assets.id));
  if (rows.length === 0) throw notFound(messages.assetLabelsNone);
  const pages: Content[] = [];
  for (let i = 0; i < rows.length; i += LABELS_PER_PAGE) pages.push(page(rows.slice(i, i + LABELS_PER_PAGE), i === 0));
  const { bytes, pageCount } = await renderPdfCounted({
    pageMargins: [MARGIN_X, MARGIN_Y, MARGIN_X, MARGIN_Y],
    footer: () => ({ text: '' }),
    content: pages,
    info: { title: 'Asset labels' },
  });
  return { bytes, pageCount, name: `Asset-labels-${rows.length}.pdf` };
}

/**
 * The label code a scanned text carries: the payload itself (`FB-ASSET:{code}`), the bare code, or a
 * URL ending in either.
 */
export function labelCodeOf(scanned: string): string {
  let s = scanned.trim();
  const slash = Math.max(s.lastIndexOf('/'), s.lastIndexOf('='));
  if (/^[a-z]+:\/\//i.test(s) && slash >= 0) {
    s = s.slice(slash + 1);
    try {
      s = decodeURIComponent(s);
    } catch {
      // a stray '%' stays as it is
    }
  }
  if (s.toUpperCase().startsWith(ASSET_LABEL_PREFIX)) s = s.slice(ASSET_LABEL_PREFIX.length);
  return s.trim().toLowerCase();
}

export async function assetByLabel(ctx: Ctx, code: string) {
  const labelCode = labelCodeOf(code);
  const [row] = labelCode
    ? await ctx.db.select({ id: assets.id }).from(assets).where(eq(assets.labelCode, labelCode))
    : [];
  if (!row) throw notFound(messages.assetLabelNotFound);
  return { success: true as const, data: { serializedItemId: row.id } };
}
