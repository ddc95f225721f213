import {
  messages,
  type SaveEmailBody as SaveEmailInput,
  type SavePhoneNumberBody,
  USER_DOCUMENTS_QUOTA_MB,
  userDocumentName,
} from '@fieldbook/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { DOCUMENT_TYPES, IMAGE_TYPES, type Upload } from '../../platform/upload.ts';
import { type ContactKind, mayEditContactsOf, mayManageSignatureOf, solePrimary } from './profile.policy.ts';
import {
  contactEntries,
  deleteUserDocumentRow,
  findEmail,
  findPhone,
  findUserDocument,
  insertEmail,
  insertPhone,
  insertUserDocument,
  listEmails,
  listPhones,
  listUserDocuments,
  lockUser,
  phoneTypeExists,
  setSignatureFile,
  setSolePrimary,
  signatureFileOf,
  updateEmail,
  updatePhone,
  userDocumentsSize,
} from './profile.queries.ts';

type PhoneInput = Required<SavePhoneNumberBody>;
type EmailInput = Required<SaveEmailInput>;

/** The largest side a stored signature keeps (pixels); larger uploads are scaled down. */
const SIGNATURE_MAX_SIDE = 2000;
/** Refuses decompression bombs before sharp allocates them. */
const SIGNATURE_MAX_INPUT_PIXELS = 50_000_000;

const forbidden = () => new AppError(403, messages.forbidden);

// ——— phones and e-mails ———

interface SavedContact {
  kind: ContactKind;
  id: number;
  primary: boolean;
  /** What the audit row records. */
  action: string;
  change: Record<string, unknown>;
}

/**
 * Writes one phone or e-mail of a user and keeps exactly one primary entry across both lists, in one
 * transaction with the user row locked, so two edits of the same user cannot leave two primaries.
 */
async function saveContact(ctx: Ctx, userId: number, write: (tx: Tx) => Promise<SavedContact>) {
  if (!mayEditContactsOf(ctx.user, userId)) throw forbidden();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound(messages.userNotFound);
    const saved = await write(tx);
    const keep = saved.primary ? saved : solePrimary(await contactEntries(tx, userId));
    if (keep) await setSolePrimary(tx, userId, keep.kind, keep.id);
    await audit(tx, ctx.user.id, 'user', userId, saved.action, saved.change);
    return { phoneList: await listPhones(tx, userId), emailList: await listEmails(tx, userId) };
  });
}

export async function savePhoneNumber(ctx: Ctx, input: PhoneInput) {
  const { userId, phoneNumberId, phoneNumber, primary, typeId } = input;
  const lists = await saveContact(ctx, userId, async (tx) => {
    if (typeId !== null && !(await phoneTypeExists(tx, typeId))) {
      throw badRequest(messages.phoneTypeNotFound, { typeId: messages.phoneTypeNotFound });
    }
    const values = { phoneNumber, primary, typeId };
    if (phoneNumberId === 0) {
      const id = await insertPhone(tx, userId, values);
      return { kind: 'phone', id, primary, action: 'phone.create', change: { phoneNumberId: id, ...values } };
    }
    const before = await findPhone(tx, userId, phoneNumberId);
    if (!before) throw notFound(messages.phoneNumberNotFound);
    await updatePhone(tx, phoneNumberId, values);
    return {
      kind: 'phone',
      id: phoneNumberId,
      primary,
      action: 'phone.update',
      change: {
        phoneNumberId,
        ...values,
        before: { phoneNumber: before.phoneNumber, primary: before.primary, typeId: before.typeId },
      },
    };
  });
  return { success: true as const, message: messages.phoneNumberSaved, ...lists };
}

export async function saveEmail(ctx: Ctx, input: EmailInput) {
  const { userId, emailId, email, primary } = input;
  const lists = await saveContact(ctx, userId, async (tx) => {
    const values = { email, primary };
    if (emailId === 0) {
      const id = await insertEmail(tx, userId, values);
      return { kind: 'email', id, primary, action: 'email.create', change: { emailId: id, ...values } };
    }
    const before = await findEmail(tx, userId, emailId);
    if (!before) throw notFound(messages.emailAddressNotFound);
    await updateEmail(tx, emailId, values);
    return {
      kind: 'email',
      id: emailId,
      primary,
      action: 'email.update',
      change: { emailId, ...values, before: { email: before.email, primary: before.primary } },
    };
  });
  return { success: true as const, message: messages.emailAddressSaved, ...lists };
}

// ——— signature ———

/** The stored signature of a user, opened for sending. */
export async function openSignature(ctx: Ctx, userId: number) {
  if (!mayManageSignatureOf(ctx.user, userId)) throw forbidden();
  const row = await signatureFileOf(ctx.db, userId);
  if (!row) throw notFound(messages.userNotFound);
  const opened = row.signatureFileId ? await ctx.storage.open(row.signatureFileId) : null;
  if (!opened) throw notFound(messages.signatureNotSaved);
  return opened;
}

/** An uploaded JPEG or PNG (checked by its magic bytes) to a PNG of reasonable size. */
async function signaturePng(upload: Upload): Promise<Buffer> {
  const type = await fileTypeFromFile(upload.path);
  const invalid = badRequest(messages.signatureImageType, { file: messages.signatureImageType });
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw invalid;
  try {
    return await sharp(upload.path, { limitInputPixels: SIGNATURE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: SIGNATURE_MAX_SIDE, height: SIGNATURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalid;
  }
}

function userIdField(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n <= 0) {
    throw badRequest(messages.required('User'), { userId: messages.required('User') });
  }
  return n;
}

export async function saveSignature(ctx: Ctx, upload: Upload) {
  const userId = userIdField(upload.fields.userId);
  if (!mayManageSignatureOf(ctx.user, userId)) throw forbidden();
  const png = await signaturePng(upload);
  const replaced = await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.userNotFound);
    const stored = await ctx.storage.put(tx, png, 'signature.png', ['image/png'], ctx.user.id);
    await setSignatureFile(tx, userId, stored.id);
    await audit(tx, ctx.user.id, 'user', userId, 'signature.save', {
      fileId: stored.id,
      replacedFileId: user.signatureFileId,
    });
    return user.signatureFileId;
  });
  // The old image goes only once the new one is committed: a failed save keeps the signature it had.
  if (replaced) {
    await ctx.storage
      .remove(ctx.db, replaced)
      .catch((err) => ctx.log.warn({ err, fileId: replaced }, 'old signature file not removed'));
  }
  return { success: true as const, message: messages.signatureSaved };
}

// ——— personal documents ———

export async function userDocumentList(ctx: Ctx) {
  return { success: true as const, data: await listUserDocuments(ctx.db, ctx.user.id) };
}

export async function saveUserDocument(ctx: Ctx, upload: Upload) {
  const parsed = userDocumentName.safeParse(upload.fields.name ?? '');
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    throw badRequest(message, { name: message });
  }
  const name = parsed.data || upload.filename.trim().slice(0, 200) || 'Document';
  const data = await ctx.db.transaction(async (tx) => {
    // The user's row is locked so that two uploads at once cannot both fit under the quota.
    await lockUser(tx, ctx.user.id);
    await assertWithinQuota(tx, ctx.user.id, upload);
    const stored = await ctx.storage.put(tx, upload, upload.filename, DOCUMENT_TYPES, ctx.user.id);
    const id = await insertUserDocument(tx, ctx.user.id, name, stored.id);
    await audit(tx, ctx.user.id, 'userDocument', id, 'create', { name, filename: stored.originalName });
    return { userDocumentId: id, name, filename: stored.originalName };
  });
  return { success: true as const, message: messages.userDocumentSaved, data };
}

/** Refuses (400, naming the file field) an upload that would take the user's documents past the quota. */
async function assertWithinQuota(tx: Tx, userId: number, upload: Upload) {
  const quota = USER_DOCUMENTS_QUOTA_MB * 1024 * 1024;
  if ((await userDocumentsSize(tx, userId)) + upload.size <= quota) return;
  const full = messages.userDocumentsQuotaFull(USER_DOCUMENTS_QUOTA_MB);
  throw badRequest(full, { [upload.field]: full });
}

/** One of the caller's own documents, opened for download; anyone else's is 'not found'. */
export async function openUserDocument(ctx: Ctx, documentId: number) {
  const doc = await findUserDocument(ctx.db, ctx.user.id, documentId);
  const opened = doc ? await ctx.storage.open(doc.fileId) : null;
  if (!opened) throw notFound(messages.userDocumentNotFound);
  return opened;
}

export async function deleteUserDocument(ctx: Ctx, documentId: number) {
  await ctx.db.transaction(async (tx) => {
    const doc = await deleteUserDocumentRow(tx, ctx.user.id, documentId);
    if (!doc) throw notFound(messages.userDocumentNotFound);
    await audit(tx, ctx.user.id, 'userDocument', documentId, 'delete', { name: doc.name });
    // Last: the file is removed from the folder only after everything else of the change succeeded.
    await ctx.storage.remove(tx, doc.fileId);
  });
  return { success: true as const, message: messages.userDocumentDeleted };
}
