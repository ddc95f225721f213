import { inflateRawSync } from 'node:zlib';

/**
 * A look inside an uploaded .xlsx before any spreadsheet code reads it (an .xlsx is a zip of XML
 * parts). Hostile files stop here, cheaply: anything that is not a plain zip, zip64 archives (an
 * upload sheet never needs one), too many parts, declared sizes over the limit, and sizes that lie
 * (every part is inflated here with a hard output cap, so a "small" part that unpacks to gigabytes
 * stops at the cap). What passes unpacks to at most `maxUnpacked` bytes in total.
 */

export type ZipRefusal = 'notZip' | 'tooBig' | 'tooManyParts';
export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
  }
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const MAX_COMMENT = 0xffff;

export interface ZipPart {
  name: string;
  /** The part's unpacked bytes. */
  data: Buffer;
}

/** Whether the bytes start like a zip (and so possibly an .xlsx). */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;

function endOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let i = bytes.length - 22; i >= stop; i--) if (bytes.readUInt32LE(i) === END) return i;
  throw new ZipRefused('notZip');
}

/**
 * Reads the central directory and unpacks every part within the limits; throws ZipRefused.
 * `maxParts` bounds the work on directories of thousands of tiny entries.
 */
export function unpackZip(bytes: Buffer, limits: { maxUnpacked: number; maxParts: number }): ZipPart[] {
  if (!looksLikeZip(bytes)) throw new ZipRefused('notZip');
  const end = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  // Zip64 markers, split archives, or a directory outside the file.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new ZipRefused('notZip');
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) throw new ZipRefused('notZip');
  if (offset + size > end || count === 0) throw new ZipRefused('notZip');
  if (count > limits.maxParts) throw new ZipRefused('tooManyParts');

  // First the declared sizes: a bomb that admits its size is refused without inflating anything.
  const entries: { name: string; method: number; packed: number; unpacked: number; local: number }[] = [];
  let declared = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('notZip');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const unpacked = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (packed === 0xffffffff || unpacked === 0xffffffff || local === 0xffffffff) throw new ZipRefused('notZip');
    // Encrypted parts, and methods other than stored (0) and deflate (8), are no .xlsx.
    if (flags & 1 || (method !== 0 && method !== 8)) throw new ZipRefused('notZip');
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, packed, unpacked, local });
    declared += unpacked;
    if (declared > limits.maxUnpacked) throw new ZipRefused('tooBig');
    at += 46 + nameLength + extraLength + commentLength;
  }

  // Then the real sizes: each part inflated with a cap of what is left of the budget.
  const parts: ZipPart[] = [];
  let total = 0;
  for (const e of entries) {
    if (e.local + 30 > bytes.length || bytes.readUInt32LE(e.local) !== LOCAL) throw new ZipRefused('notZip');
    const start = e.local + 30 + bytes.readUInt16LE(e.local + 26) + bytes.readUInt16LE(e.local + 28);
    if (start + e.packed > bytes.length) throw new ZipRefused('notZip');
    const packed = bytes.subarray(start, start + e.packed);
    const budget = limits.maxUnpacked - total;
    let data: Buffer;
    if (e.method === 0) data = packed;
    else {
      try {
        data = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
          throw new ZipRefused('tooBig');
        throw new ZipRefused('notZip');
      }
    }
    // A part whose size differs from what the directory says is a forgery (or damage).
    if (data.length !== e.unpacked) throw new ZipRefused(data.length > e.unpacked ? 'tooBig' : 'notZip');
    total += data.length;
    if (total > limits.maxUnpacked) throw new ZipRefused('tooBig');
    parts.push({ name: e.name, data });
  }
  return parts;
}
