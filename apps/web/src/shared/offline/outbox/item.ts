// What one waiting write is, and the pure rules over a queue of them (ordering, dependencies, device
// ids, versions): no IndexedDB and no network here, so these rules are unit-tested on their own.

/** A text field or a file of a multipart upload; files are kept as Blobs, never re-read from the page. */
export type Part = { name: string; value: string } | { name: string; file: Blob; fileName: string };

export type Payload = { json: Record<string, unknown> } | { parts: Part[] };

/**
 * waiting: to be sent (again); sending: on its way now; refused: the server said no (4xx), kept with
 * its message until fixed or discarded; conflict: the form changed on the server meanwhile (409 with
 * `current`), kept until the user chooses a version.
 */
export type ItemState = 'waiting' | 'sending' | 'refused' | 'conflict';

/** The server's side of a 409 conflict (protocol.md). */
export interface Conflict {
  current: Record<string, unknown>;
  changedBy: string | null;
  changedAt: string;
}

export interface OutboxItem {
  /** Order of queueing (IndexedDB's key): items are sent in this order. */
  seq?: number;
  /** The Idempotency-Key, made once when queued: a repeat is answered by the server's first answer. */
  key: string;
  userId: number;
  method: 'POST';
  /** The endpoint's path under /api (from its contract descriptor). */
  path: string;
  payload: Payload;
  /** Fields (JSON body or multipart text parts) that hold a record id which may still be a device id. */
  idFields: string[];
  /** This write creates a record the device named with a negative id; the answer's `id` replaces it. */
  createsDeviceId?: number;
  /** Where the answer holds the created record's id, when not at `id`: a dotted path ('data.surveyFormId'). */
  idAt?: string;
  /** The record it writes, as 'kind:id' (e.g. 'equipmentForm:-3'): later writes of it wait on this one. */
  record: string;
  /** What it is, for people: "Equipment form 'Pump 3'". */
  label: string;
  job: { id: number; name: string };
  /** The address of the screen that shows it. */
  openAt: string;
  /** Query key prefixes to reload once it is sent. */
  refresh: unknown[][];
  /** The query key of the record's read, filled with the server's version when the user keeps theirs. */
  readKey?: unknown[];
  since: string;
  attempts: number;
  lastError: string | null;
  state: ItemState;
  conflict?: Conflict;
}

/** The record key of a kind and id: 'equipmentForm:12'. */
export const recordOf = (kind: string, id: number) => `${kind}:${id}`;

/** A device id is a negative whole number: a record made on this device and not yet sent. */
export const isDeviceId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id < 0;

function idValues(item: OutboxItem): unknown[] {
  const { payload } = item;
  return item.idFields.flatMap((field) => {
    const value =
      'json' in payload
        ? payload.json[field]
        : (payload.parts.find((p) => p.name === field && 'value' in p) as { value: string } | undefined)?.value;
    const values = Array.isArray(value) ? value : [value];
    return values.map((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v));
  });
}

/** The device ids an item still holds (of records created by earlier items not sent yet). */
export const deviceIdsIn = (item: OutboxItem): number[] => idValues(item).filter(isDeviceId);

/**
 * The next items to send, at most `count`, in order: each waiting, waiting on no earlier item of its
 * record left refused, in conflict or picked before it, and on no device id whose create is not sent.
 * Refused items thus stop the later writes of the same form, and only those; two items picked together
 * are of different records and neither names the other's device id, so they may travel side by side.
 */
export function nextToSend(items: readonly OutboxItem[], count = 1): OutboxItem[] {
  const picked: OutboxItem[] = [];
  const held = new Set<string>();
  const unsentDeviceIds = new Set<number>();
  for (const item of sorted(items)) {
    if (picked.length === count) break;
    const blocked =
      held.has(item.record) ||
      deviceIdsIn(item).some((id) => unsentDeviceIds.has(id)) ||
      picked.some((p) => p.createsDeviceId !== undefined && mentions(item, p.createsDeviceId));
    if (item.state === 'waiting' && !blocked) picked.push(item);
    held.add(item.record);
    if (item.createsDeviceId !== undefined) unsentDeviceIds.add(item.createsDeviceId);
  }
  return picked;
}

/** Items in the order they were queued. */
export const sorted = (items: readonly OutboxItem[]) => [...items].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));

/** Whether an item waits behind a refused or conflicting write of its own form (for the list). */
export function isStopped(item: OutboxItem, items: readonly OutboxItem[]): boolean {
  return sorted(items).some(
    (other) =>
      (other.seq ?? 0) < (item.seq ?? 0) &&
      (other.state === 'refused' || other.state === 'conflict') &&
      (other.record === item.record ||
        (other.createsDeviceId !== undefined && deviceIdsIn(item).includes(other.createsDeviceId))),
  );
}

const replaceId = (value: unknown, deviceId: number, realId: number): unknown => {
  if (Array.isArray(value)) return value.map((v) => replaceId(v, deviceId, realId));
  if (value === deviceId) return realId;
  if (value === String(deviceId)) return String(realId);
  return value;
};

/** An address with the device id as one of its segments, moved to the real id: …/EquipmentForms/-3 → …/17. */
export const rewriteAddress = (address: string, deviceId: number, realId: number) =>
  address.replace(segmentOf(deviceId), `/${realId}`);

/** The device id as a whole segment of an address (not -3 inside -31). */
const segmentOf = (deviceId: number) => new RegExp(`/${deviceId}(?=/|$|\\?|#)`, 'g');

/** A record key of the device id, moved to the real id. */
const rewriteRecord = (record: string, deviceId: number, realId: number) =>
  record.endsWith(`:${deviceId}`) ? `${record.slice(0, -String(deviceId).length)}${realId}` : record;

const rewriteKey = (key: unknown[], deviceId: number, realId: number) => key.map((k) => (k === deviceId ? realId : k));

/** Whether an item names the record made on the device as `deviceId` anywhere: fields, record, address, keys. */
function mentions(item: OutboxItem, deviceId: number): boolean {
  return (
    deviceIdsIn(item).includes(deviceId) ||
    item.record.endsWith(`:${deviceId}`) ||
    segmentOf(deviceId).test(item.openAt) ||
    [...item.refresh, item.readKey ?? []].some((k) => k.includes(deviceId))
  );
}

/**
 * A later item once the create of `deviceId` was answered with `realId`: its id fields, record,
 * address and query keys name the real record.
 */
export function rewriteDeviceId(item: OutboxItem, deviceId: number, realId: number): OutboxItem {
  if (!mentions(item, deviceId)) return item;
  const { payload } = item;
  const fields = new Set(item.idFields);
  const next: Payload =
    'json' in payload
      ? {
          json: Object.fromEntries(
            Object.entries(payload.json).map(([k, v]) => [k, fields.has(k) ? replaceId(v, deviceId, realId) : v]),
          ),
        }
      : {
          parts: payload.parts.map((p) =>
            'value' in p && fields.has(p.name) ? { ...p, value: replaceId(p.value, deviceId, realId) as string } : p,
          ),
        };
  return {
    ...item,
    payload: next,
    record: rewriteRecord(item.record, deviceId, realId),
    openAt: rewriteAddress(item.openAt, deviceId, realId),
    refresh: item.refresh.map((k) => rewriteKey(k, deviceId, realId)),
    readKey: item.readKey && rewriteKey(item.readKey, deviceId, realId),
  };
}

/**
 * A later write of the same record once an earlier one was saved as `version`: the device saw its own
 * save, so the later one is based on that version, not on the one the form was opened with (or it
 * would conflict with itself).
 */
export function withBaseVersion(item: OutboxItem, version: number): OutboxItem {
  const { payload } = item;
  if (!('json' in payload) || !('baseVersion' in payload.json)) return item;
  return { ...item, payload: { json: { ...payload.json, baseVersion: version } } };
}

/** The id of the record a create was answered with (at `idAt`, else `id`); undefined when there is none. */
export function createdId(sent: OutboxItem, answer: Record<string, unknown>): number | undefined {
  let value: unknown = answer;
  for (const step of (sent.idAt ?? 'id').split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
  return typeof value === 'number' ? value : undefined;
}

/**
 * What changes in the items after `sent` was answered: device ids it created become real, and the later
 * writes of its record are based on the version it saved.
 */
export function afterSent(
  sent: OutboxItem,
  answer: Record<string, unknown>,
  later: readonly OutboxItem[],
): OutboxItem[] {
  const realId = createdId(sent, answer);
  const version = typeof answer.version === 'number' ? answer.version : undefined;
  return later.map((item) => {
    let next = item;
    if (sent.createsDeviceId !== undefined && realId !== undefined)
      next = rewriteDeviceId(next, sent.createsDeviceId, realId);
    const sameRecord =
      next.record === sent.record ||
      (sent.createsDeviceId !== undefined && realId !== undefined && next.record === rewriteRecordOf(sent, realId));
    if (version !== undefined && sameRecord) next = withBaseVersion(next, version);
    return next;
  });
}

const rewriteRecordOf = (sent: OutboxItem, realId: number) =>
  sent.createsDeviceId === undefined ? sent.record : rewriteRecord(sent.record, sent.createsDeviceId, realId);

/**
 * A new save of a record replaces its refused earlier saves (the user fixed the form): answers the
 * refused items it replaces and the new item, which takes over the create of a record made on the
 * device (its id fields naming that record say 0 again and it has no base version, as a create).
 */
export function replacingRefused(item: OutboxItem, items: readonly OutboxItem[]) {
  const replaced = items.filter(
    (i) => i.state === 'refused' && i.record === item.record && i.path === item.path && 'json' in i.payload,
  );
  const create = replaced.find((i) => i.createsDeviceId !== undefined)?.createsDeviceId;
  if (create === undefined || !('json' in item.payload)) return { replaced, item };
  const json = Object.fromEntries(
    Object.entries(item.payload.json)
      .filter(([k]) => k !== 'baseVersion')
      .map(([k, v]) => [k, item.idFields.includes(k) && v === create ? 0 : v]),
  );
  return { replaced, item: { ...item, payload: { json }, createsDeviceId: create } };
}
