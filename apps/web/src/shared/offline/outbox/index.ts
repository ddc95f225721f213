/**
 * The outbox: field writes kept on the device and sent exactly once, in order, whether or not there is a
 * network when they are made (one path). A feature adds a write in a few lines:
 *
 * ```ts
 * const outcome = await queueWrite({
 *   endpoint: saveEquipmentForm,            // a contract descriptor marked `once`
 *   body,                                   // JSON body, or Part[] for a multipart upload (Blobs kept)
 *   record: recordOf('equipmentForm', id),  // later writes of the same record wait behind this one
 *   createsDeviceId: id < 0 ? id : undefined, // a record made here: newDeviceId(); the answer's id replaces it
 *   idFields: ['equipmentFormId'],          // body fields that may hold a device id
 *   label: `Equipment form '${unit}'`, job: { id, name }, openAt: address,
 *   refresh: [['equipmentForms', jobId]],   // reloaded once sent
 *   readKey: ['equipmentForms', jobId, 'one', id], // the conflict dialog's "keep theirs" fills it
 * });
 * // outcome.status: 'sent' (answer), 'waiting' (kept on the device), 'conflict'; a refusal while the
 * // screen waits throws the server's ApiError, shown in the form as today.
 * ```
 *
 * Its mutation takes `...outboxMutation` (it must run without a network). The feature also writes what was saved into the query cache, so its list and read view show it at
 * once; `useWaitingRecords()` / `useRecordItems()` mark what is not sent yet, `useMoveToRealId()` moves
 * a screen from a device id to the real one. `useOutboxRunner(userId)` runs it in the signed-in frame.
 * Design: docs/decisions/field-offline.md, "The outbox".
 */
export { useMoveToRealId, useOutbox, useRecordItems, useWaitingRecords } from './hooks.ts';
export { isDeviceId, isStopped, type OutboxItem, type Part, recordOf } from './item.ts';
export {
  discard,
  keepMine,
  keepTheirs,
  newDeviceId,
  type Outcome,
  outboxMutation,
  queueWrite,
  type Write,
} from './queue.ts';
export { useOutboxRunner } from './runner.ts';
export { drain as sendWaitingWork } from './send.ts';
export { setNeedsSignIn } from './state.ts';
