import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';
import type { Pick } from './PickSections.tsx';
import { amountOf, pickedLines } from './quantities.ts';

/**
 * What is typed on a pick ticket's lines, and the requests made of it: Ship Items or Check In (the
 * selection), Save Adjustment (Edit Transfer's adjustments, additions and removals).
 */

export type Line = TransferRequest['transferItems'][number] | TransferRequest['transferItemsBulk'][number];
export type LineKind = 'jobReady' | 'bulk';
export const keyOf = (kind: LineKind, id: number) => `${kind}-${id}`;

/** A line's typed values: adjustments (Edit Transfer) and the selection, as text, with the last message. */
export interface Typed {
  adjustment: string;
  damagedAdjustment: string;
  selected: string;
  selectedDamaged: string;
  message: string | null;
}
export const blank: Typed = { adjustment: '', damagedAdjustment: '', selected: '', selectedDamaged: '', message: null };

/** A line's typed values by kind and transfer item id. */
export type TypedOf = (kind: LineKind, id: number) => Typed;

/** Edit Transfer's additions and removals. */
export interface TicketEdits {
  addItems: Pick[];
  addBulk: Pick[];
  addAssets: TransferRequest['additionalAssets'];
  removeAssets: Record<number, boolean>;
}

export const linesOf = (ticket: TransferRequest, kind: LineKind): Line[] =>
  kind === 'jobReady' ? ticket.transferItems : ticket.transferItemsBulk;

/** Ship Items' or Check In's request from the selection; null when nothing is selected. */
export function selectionBody(
  ticket: TransferRequest,
  typedOf: TypedOf,
  assets: Record<number, boolean>,
  requestKey: string,
) {
  const pick = (kind: LineKind) =>
    linesOf(ticket, kind)
      .map((l) => ({
        transferItemId: l.transferItemId,
        selected: amountOf(typedOf(kind, l.transferItemId).selected),
        selectedDamaged: kind === 'jobReady' ? amountOf(typedOf(kind, l.transferItemId).selectedDamaged) : 0,
      }))
      .filter((l) => l.selected + l.selectedDamaged > 0);
  const items = pick('jobReady');
  const bulk = pick('bulk').map(({ transferItemId, selected }) => ({ transferItemId, selected }));
  const chosenAssets = ticket.assetTransfers
    .filter((a) => assets[a.assetTransferId])
    .map((a) => ({ assetTransferId: a.assetTransferId, selected: true }));
  if (items.length + bulk.length + chosenAssets.length === 0) return null;
  return {
    requestKey,
    transferRequestId: ticket.transferRequestId,
    transferItems: items,
    transferItemsBulk: bulk,
    assetTransfers: chosenAssets,
  };
}

/** Save Adjustment's request; null when nothing is typed or chosen. */
export function adjustmentBody(
  ticket: TransferRequest,
  typedOf: TypedOf,
  edits: TicketEdits,
  damaged: boolean,
  requestKey: string,
) {
  const body = {
    requestKey,
    transferRequestId: ticket.transferRequestId,
    transferItems: ticket.transferItems
      .map((l) => ({
        transferItemId: l.transferItemId,
        adjustment: amountOf(typedOf('jobReady', l.transferItemId).adjustment),
        damagedAdjustment: amountOf(typedOf('jobReady', l.transferItemId).damagedAdjustment),
      }))
      .filter((l) => l.adjustment !== 0 || l.damagedAdjustment !== 0),
    transferItemsBulk: ticket.transferItemsBulk
      .map((l) => ({
        transferItemId: l.transferItemId,
        adjustment: amountOf(typedOf('bulk', l.transferItemId).adjustment),
      }))
      .filter((l) => l.adjustment !== 0),
    addItems: pickedLines(edits.addItems, damaged).map(({ id, ...l }) => ({ jobReadyItemId: id, ...l })),
    addItemsBulk: pickedLines(edits.addBulk, false).map(({ id, amount }) => ({ bulkItemId: id, amount })),
    addAssets: edits.addAssets.map((a) => ({ serializedItemId: a.serializedItemId })),
    removeAssets: ticket.assetTransfers
      .filter((a) => edits.removeAssets[a.assetTransferId])
      .map((a) => ({ assetTransferId: a.assetTransferId })),
  };
  const changes =
    body.transferItems.length +
    body.transferItemsBulk.length +
    body.addItems.length +
    body.addItemsBulk.length +
    body.addAssets.length +
    body.removeAssets.length;
  return changes === 0 ? null : body;
}
