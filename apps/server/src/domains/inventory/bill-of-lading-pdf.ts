import type { BillOfLading } from '@fieldbook/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { offices, transferRequests } from '../../db/schema/index.ts';
import { longDate } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { BRAND, baseStyles, type LetterheadOffice, letterhead, renderPdf } from '../../platform/pdf/index.ts';
import { readBill } from './bill-of-lading.service.ts';

// The printable straight bill of lading that travels with the driver: the firm's letterhead (the
// office of the yard end), shipper and consignee, carrier and driver, the items with weight,
// hazardous mark, code, rate and charges, the assets by serial number, the COD block, totals and
// the signature lines of shipper, carrier and consignee.

const dollars = (v: number | null) =>
  v === null ? '' : `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const lbs = (v: number | null) => (v === null ? '' : v.toLocaleString('en-US'));
/** At least three lines, so an empty block leaves room to write by hand. */
const padded = (lines: Content[]): Content[] => [
  ...lines,
  ...Array.from({ length: Math.max(0, 3 - lines.length) }, () => ({ text: ' ' })),
];
const box = (checked: boolean) => (checked ? '[X]' : '[  ]');

function partyBlock(title: string, p: BillOfLading['origin']): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [{ text: title, style: 'cellHead', fillColor: '#e8edf3' }],
        [
          {
            stack: [
              { text: p.name || ' ', bold: true },
              ...[p.address1, p.address2, p.address3].filter(Boolean).map((text) => ({ text })),
              ...(p.contact
                ? [{ text: `Contact: ${p.contact}`, margin: [0, 2, 0, 0] as [number, number, number, number] }]
                : []),
            ],
          } as TableCell,
        ],
      ],
    },
    layout: { hLineColor: () => '#8a9bb0', vLineColor: () => '#8a9bb0' },
  };
}

function signatureLine(title: string, lines: string[]): Content {
  return {
    unbreakable: true,
    stack: [
      { text: title, style: 'cellHead', margin: [0, 0, 0, 14] },
      { canvas: [{ type: 'line' as const, x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.7 }] },
      { text: 'Signature', style: 'label', margin: [0, 2, 0, 12] },
      ...lines.flatMap((l) => [
        { canvas: [{ type: 'line' as const, x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.7 }] },
        { text: l, style: 'label', margin: [0, 2, 0, 0] as [number, number, number, number] },
      ]),
    ],
  };
}

export function billOfLadingDocument(b: BillOfLading, office: LetterheadOffice | null): TDocumentDefinitions {
  const title = `Bill of Lading ${b.billOfLadingIdentifier}`;
  const right = { alignment: 'right' as const };
  const carrierLines = [
    b.carrier.address,
    [b.carrier.city, [b.carrier.state, b.carrier.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter(Boolean);
  const codCity = [b.codCity, [b.codState, b.codZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  const content: Content[] = [
    {
      columns: [
        { text: 'STRAIGHT BILL OF LADING', style: 'h1', width: '*' },
        {
          width: 200,
          table: {
            widths: [80, '*'],
            body: [
              [
                { text: 'B/L Number', style: 'label' },
                { text: b.billOfLadingIdentifier, bold: true },
              ],
              [{ text: 'Date', style: 'label' }, longDate(b.date)],
              [{ text: 'Pick Ticket', style: 'label' }, `#${b.transferRequestId}`],
              [{ text: 'Not negotiable', style: 'label', colSpan: 2 }, ''],
            ],
          },
          layout: 'noBorders',
          fontSize: 9,
        },
      ],
    },
    {
      columns: [
        partyBlock('SHIP FROM (Shipper / Origin)', b.origin),
        partyBlock('SHIP TO (Consignee / Destination)', b.destination),
      ],
      columnGap: 12,
    },
    {
      margin: [0, 10, 0, 0],
      table: {
        widths: ['*', '*'],
        body: [
          [
            { text: 'CARRIER', style: 'cellHead', fillColor: '#e8edf3' },
            { text: 'DRIVER', style: 'cellHead', fillColor: '#e8edf3' },
          ],
          [
            { stack: padded([{ text: b.carrier.name || ' ', bold: true }, ...carrierLines.map((text) => ({ text }))]) },
            {
              stack: padded([
                { text: b.driverName || ' ', bold: true },
                ...(b.driverPhone ? [{ text: `Phone: ${b.driverPhone}` }] : []),
              ]),
            },
          ],
        ],
      },
      layout: { hLineColor: () => '#8a9bb0', vLineColor: () => '#8a9bb0' },
    },
    {
      margin: [0, 10, 0, 0],
      table: {
        headerRows: 1,
        widths: [34, '*', 56, 22, 66, 50, 60],
        body: [
          [
            { text: 'Qty', style: 'cellHead', ...right },
            { text: 'Description', style: 'cellHead' },
            { text: 'Weight (lbs)', style: 'cellHead', ...right },
            { text: 'HM', style: 'cellHead', alignment: 'center' },
            { text: 'Code', style: 'cellHead' },
            { text: 'Rate', style: 'cellHead', ...right },
            { text: 'Charges', style: 'cellHead', ...right },
          ],
          ...b.transferItems.map((i) => [
            { text: String(i.quantity + i.damaged), ...right },
            {
              stack: [
                { text: i.description || i.itemName },
                ...(i.damaged > 0 ? [{ text: `${i.damaged} damaged`, style: 'muted', fontSize: 8 }] : []),
              ],
            },
            { text: lbs(i.weight), ...right },
            { text: i.hazardous ? 'X' : '', alignment: 'center' as const },
            i.code,
            { text: dollars(i.rate), ...right },
            { text: dollars(i.charges), ...right },
          ]),
          // beams, panels, nuts and bolts are no one unit: the carrier's total is the weight
          [
            '',
            { text: 'Totals', bold: true },
            { text: lbs(b.totalWeight), bold: true, ...right },
            '',
            '',
            '',
            { text: dollars(b.totalCharges), bold: true, ...right },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
    { text: 'HM: an X marks hazardous material.', style: 'muted', fontSize: 7.5, margin: [0, 2, 0, 0] },
    ...(b.assetTransfers.length
      ? ([
          { text: `ASSETS (${b.assetTransfers.length}, by serial number)`, style: 'cellHead', margin: [0, 8, 0, 2] },
          {
            table: {
              headerRows: 1,
              widths: ['*', 160],
              body: [
                [
                  { text: 'Asset', style: 'label' },
                  { text: 'Serial Number', style: 'label' },
                ],
                ...b.assetTransfers.map((a) => [a.itemName, a.serialNumber]),
              ],
            },
            layout: 'lightHorizontalLines',
            fontSize: 9,
          },
        ] as Content[])
      : []),
    {
      unbreakable: true,
      margin: [0, 10, 0, 0],
      columns: [
        {
          width: '*',
          table: {
            widths: ['*'],
            body: [
              [{ text: 'COD (Collect on Delivery)', style: 'cellHead', fillColor: '#e8edf3' }],
              [
                {
                  stack: [
                    { text: `Amount: ${dollars(b.codAmount) || '—'}` },
                    { text: `Fee terms: Prepaid ${box(b.codFeePrepaid)}   Collect ${box(b.codFeeCollect)}` },
                    { text: 'Remit to:', style: 'label', margin: [0, 4, 0, 0] },
                    { text: b.codName || '—' },
                    ...(b.codAddress ? [{ text: b.codAddress }] : []),
                    ...(codCity ? [{ text: codCity }] : []),
                  ],
                },
              ],
            ],
          },
          layout: { hLineColor: () => '#8a9bb0', vLineColor: () => '#8a9bb0' },
        },
        {
          width: 200,
          table: {
            widths: ['*', 80],
            body: [
              [{ text: 'Totals', style: 'cellHead', colSpan: 2, fillColor: '#e8edf3' }, ''],
              ['Total weight (lbs)', { text: lbs(b.totalWeight), ...right }],
              ['Total charges', { text: dollars(b.totalCharges), ...right }],
              ['COD total charges', { text: dollars(b.codTotalCharges), ...right }],
              ['Declared shipment value', { text: dollars(b.totalShipmentValue), ...right }],
            ],
          },
          layout: { hLineColor: () => '#8a9bb0', vLineColor: () => '#8a9bb0' },
        },
      ],
      columnGap: 12,
    },
    {
      text: 'Received, subject to the classifications and tariffs in effect on the date of issue of this bill of lading, the property described above in apparent good order, except as noted (contents and condition of contents of packages unknown), marked, consigned and destined as shown above.',
      fontSize: 7.5,
      style: 'muted',
      margin: [0, 6, 0, 8],
    },
    {
      columns: [
        signatureLine('SHIPPER', ['Printed name and date']),
        signatureLine('CARRIER / DRIVER', ['Printed name and date']),
        signatureLine('CONSIGNEE', ['Printed name and date']),
      ],
      columnGap: 18,
    },
  ];
  return {
    ...letterhead({ office, title }),
    info: { title },
    defaultStyle: { fontSize: 10 },
    styles: { ...baseStyles, cellHead: { fontSize: 8.5, bold: true, color: BRAND.color } },
    content,
  };
}

/** The bill's PDF bytes and file name, for whoever may see it. */
export async function billOfLadingPdf(ctx: Ctx, id: number) {
  const bill = await readBill(ctx, id);
  const [ticket] = await ctx.db
    .select({
      fromKind: transferRequests.fromKind,
      fromId: transferRequests.fromId,
      toKind: transferRequests.toKind,
      toId: transferRequests.toId,
    })
    .from(transferRequests)
    .where(eq(transferRequests.id, bill.transferRequestId));
  const yardId = ticket?.fromKind === 'yard' ? ticket.fromId : ticket?.toKind === 'yard' ? ticket.toId : null;
  const [office] = yardId
    ? await ctx.db
        .select()
        .from(offices)
        .where(sql`${offices.id} = (select office_location_id from yards where id = ${yardId})`)
    : await ctx.db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  const bytes = await renderPdf(billOfLadingDocument(bill, office ?? null), {
    footerLabel: `Bill of Lading ${bill.billOfLadingIdentifier}`,
  });
  const safe = bill.billOfLadingIdentifier.replace(/[^A-Za-z0-9._-]+/g, '-');
  return { bytes, name: `BillOfLading-${safe}.pdf` };
}
