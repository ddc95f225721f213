import { type CreateUserData, type EditUserData, messages, PHOTO_MAX_SIDE, type UserCard } from '@fieldbook/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { mailAddressOf } from '../../platform/mail-address.ts';
import { generatePassword, hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { storedDataUrl } from '../../platform/storage.ts';
import { IMAGE_TYPES } from '../../platform/upload.ts';
import { loadUser, resetPassword } from '../self/self.service.ts';
import {
  countOffices,
  countPhoneTypes,
  type EmailRow,
  findUsernameOwner,
  findUserRow,
  insertUser,
  listEnabledUserNames,
  listUserCards,
  lockUserRow,
  type PhoneRow,
  replaceEmails,
  replaceOffices,
  replacePhones,
  roleExists,
  setUserEnabled,
  updateUser,
  userLists,
} from './users.queries.ts';

// ——— reading ———

export async function listUsers(ctx: Ctx, enabled: boolean): Promise<UserCard[]> {
  const rows = await listUserCards(ctx.db, enabled);
  return Promise.all(
    rows.map(async (r) => ({
      userId: r.userId,
      fullName: `${r.firstName} ${r.lastName}`.trim(),
      username: r.username,
      positionTitle: r.positionTitle,
      roleName: r.roleName,
      enabled: r.enabled,
      employeePhoto: r.photoFileId ? await storedDataUrl(ctx.storage, r.photoFileId) : null,
      email: r.email,
      phoneNumber: r.phoneNumber,
    })),
  );
}

export async function userPickerList(ctx: Ctx) {
  const rows = await listEnabledUserNames(ctx.db);
  return rows.map((r) => ({ userId: r.userId, fullName: `${r.firstName} ${r.lastName}`.trim() }));
}

export async function getUser(ctx: Ctx, userId: number) {
  return loadUser(ctx, userId);
}

// ——— photos ———

const invalidImage = () => badRequest(messages.invalidImageType, { employeePhoto: messages.invalidImageType });

/** The bytes of a base64 data URL (any declared type: the bytes decide). */
function dataUrlBytes(dataUrl: string): Buffer {
  const m = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) throw invalidImage();
  const bytes = Buffer.from(m[1], 'base64');
  if (bytes.length === 0) throw invalidImage();
  return bytes;
}

/**
 * A photo as stored: the bytes must be JPEG or PNG (magic bytes, then a full decode by sharp), turned
 * upright by their EXIF orientation and scaled to fit PHOTO_MAX_SIDE, in their own format.
 */
async function normalizePhoto(bytes: Buffer): Promise<{ bytes: Buffer; ext: 'jpg' | 'png' }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw invalidImage();
  const png = type.mime === 'image/png';
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const out = png
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 85 }).toBuffer();
    return { bytes: out, ext: png ? 'png' : 'jpg' };
  } catch {
    throw invalidImage();
  }
}

/**
 * The photo file the user should have after a save: `undefined` keeps the current one, null removes
 * it, a data URL of the photo already stored keeps it, any other data URL is checked and stored.
 */
async function photoAfterSave(
  ctx: Ctx,
  tx: Tx,
  current: string | null,
  sent: string | null | undefined,
  ownerId: number | null,
): Promise<{ fileId: string | null; changed: boolean }> {
  if (sent === undefined) return { fileId: current, changed: false };
  if (sent === null) return { fileId: null, changed: current !== null };
  const bytes = dataUrlBytes(sent);
  if (current) {
    const stored = await ctx.storage.read(current);
    if (stored?.bytes.equals(bytes)) return { fileId: current, changed: false };
  }
  const photo = await normalizePhoto(bytes);
  const file = await ctx.storage.put(tx, photo.bytes, `photo.${photo.ext}`, IMAGE_TYPES, ownerId ?? ctx.user.id);
  return { fileId: file.id, changed: true };
}

// ——— the user form ———

type FormInput = CreateUserData;

/** Trims and orders the lists, and makes the first e-mail primary when nothing is. */
function normalizeLists(input: FormInput) {
  const emails: EmailRow[] = input.emails.map((e) => ({ emailId: e.emailId, email: e.email, primary: e.primary }));
  const phones: PhoneRow[] = input.phoneNumbers.map((p) => ({
    phoneNumberId: p.phoneNumberId,
    phoneNumber: p.phoneNumber,
    typeId: p.typeId ?? null,
    primary: p.primary,
  }));
  if (![...emails, ...phones].some((e) => e.primary)) emails[0].primary = true;
  const officeIds = [...new Set(input.officeLocations)].sort((a, b) => a - b);
  return { emails, phones, officeIds };
}

/** The checks that need the database: username free, role, offices and phone types exist. */
async function checkReferences(tx: Tx, input: FormInput, lists: ReturnType<typeof normalizeLists>, userId?: number) {
  if (await findUsernameOwner(tx, input.username, userId)) {
    const message = messages.usernameTaken(input.username);
    throw new AppError(409, message, { username: message });
  }
  if (!(await roleExists(tx, input.roleId))) {
    throw badRequest(messages.userRoleNotFound, { roleId: messages.userRoleNotFound });
  }
  if ((await countOffices(tx, lists.officeIds)) !== lists.officeIds.length) {
    throw badRequest(messages.userOfficeNotFound, { officeLocations: messages.userOfficeNotFound });
  }
  const typeIds = [...new Set(lists.phones.map((p) => p.typeId).filter((t): t is number => t !== null))];
  if ((await countPhoneTypes(tx, typeIds)) !== typeIds.length) {
    throw badRequest(messages.phoneTypeNotFound, { phoneNumbers: messages.phoneTypeNotFound });
  }
}

/**
 * After a failed save: a photo file written for it goes (its row went with the transaction), and a
 * unique violation on the username (two saves racing past the check) becomes the same 409.
 */
async function failedSave(ctx: Ctx, err: unknown, username: string, newPhoto: string | null): Promise<never> {
  if (newPhoto) await ctx.storage.remove(ctx.db, newPhoto).catch(() => undefined);
  const cause = ((err as { cause?: unknown }).cause ?? err) as { code?: string; constraint?: string };
  if (cause.code === '23505' && cause.constraint === 'users_username_unique') {
    const message = messages.usernameTaken(username);
    throw new AppError(409, message, { username: message });
  }
  throw err;
}

const scalarFields = ['username', 'firstName', 'lastName', 'positionTitle', 'roleId'] as const;

export async function createUser(ctx: Ctx, input: CreateUserData) {
  const lists = normalizeLists(input);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  let newPhoto: string | null = null;
  const { userId, outboxId } = await ctx.db
    .transaction(async (tx) => {
      await checkReferences(tx, input, lists);
      const photo = await photoAfterSave(ctx, tx, null, input.employeePhoto, null);
      newPhoto = photo.changed ? photo.fileId : null;
      const userId = await insertUser(tx, {
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        positionTitle: input.positionTitle,
        roleId: input.roleId,
        passwordHash,
        passwordChange: true,
        photoFileId: photo.fileId,
      });
      await replaceEmails(tx, userId, lists.emails);
      await replacePhones(tx, userId, lists.phones);
      await replaceOffices(tx, userId, lists.officeIds);
      await audit(tx, ctx.user.id, 'user', userId, 'create', {
        ...Object.fromEntries(scalarFields.map((f) => [f, input[f]])),
        emails: lists.emails.map((e) => e.email),
        phoneNumbers: lists.phones.map((p) => p.phoneNumber),
        officeLocations: lists.officeIds,
        primary: [
          ...lists.emails.map((e) => e.primary && e.email),
          ...lists.phones.map((p) => p.primary && p.phoneNumber),
        ].find(Boolean),
        employeePhoto: photo.fileId ? 'set' : null,
      });
      const to = (await mailAddressOf(tx, userId)) as string;
      const outboxId = await ctx.mail.queue(tx, {
        to,
        replyTo: await mailAddressOf(tx, ctx.user.id),
        subject: 'Your Fieldbook account',
        text: `Hello ${input.firstName},\n\nAn account has been created for you in Fieldbook.\n\nUsername: ${input.username}\nPassword: ${password}\n\nYou will be asked to choose a new password when you first sign in.\n`,
      });
      return { userId, outboxId };
    })
    .catch((err) => failedSave(ctx, err, input.username, newPhoto));
  ctx.log.info({ userId, byUserId: ctx.user.id }, 'user created');
  const delivery = await ctx.mail.deliver(outboxId);
  const message = delivery === 'sent' ? messages.userCreated : messages.userCreatedMailQueued;
  return { success: true as const, message, userId };
}

export async function editUser(ctx: Ctx, input: EditUserData) {
  const lists = normalizeLists(input);
  let oldPhoto: string | null = null;
  let newPhoto: string | null = null;
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockUserRow(tx, input.userId);
      if (!before) throw notFound(messages.userNotFound);
      await checkReferences(tx, input, lists, input.userId);
      const beforeLists = await userLists(tx, input.userId);
      const photo = await photoAfterSave(ctx, tx, before.photoFileId, input.employeePhoto, input.userId);
      newPhoto = photo.changed ? photo.fileId : null;
      await updateUser(tx, input.userId, {
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        positionTitle: input.positionTitle,
        roleId: input.roleId,
        photoFileId: photo.fileId,
      });
      await replaceEmails(tx, input.userId, lists.emails);
      await replacePhones(tx, input.userId, lists.phones);
      await replaceOffices(tx, input.userId, lists.officeIds);
      const afterLists = await userLists(tx, input.userId);

      // The audit row holds what changed, as { from, to }.
      const change: Record<string, unknown> = {};
      for (const f of scalarFields) {
        if (before[f] !== input[f]) change[f] = { from: before[f], to: input[f] };
      }
      const show = (l: typeof beforeLists) => ({
        emails: l.emails.map((e) => `${e.email}${e.primary ? ' (primary)' : ''}`),
        phoneNumbers: l.phones.map((p) => `${p.phoneNumber}${p.primary ? ' (primary)' : ''}`),
        officeLocations: l.officeIds,
      });
      const [was, now] = [show(beforeLists), show(afterLists)];
      for (const k of ['emails', 'phoneNumbers', 'officeLocations'] as const) {
        if (JSON.stringify(was[k]) !== JSON.stringify(now[k])) change[k] = { from: was[k], to: now[k] };
      }
      if (photo.changed) change.employeePhoto = photo.fileId ? 'replaced' : 'removed';
      await audit(tx, ctx.user.id, 'user', input.userId, 'edit', change);
      if (photo.changed) oldPhoto = before.photoFileId;
    })
    .catch((err) => failedSave(ctx, err, input.username, newPhoto));
  // The replaced photo's file goes once the new one is committed.
  if (oldPhoto) await ctx.storage.remove(ctx.db, oldPhoto);
  ctx.log.info({ userId: input.userId, byUserId: ctx.user.id }, 'user edited');
  return { success: true as const, message: messages.userSaved, userId: input.userId };
}

// ——— account actions ———

export async function setEnabled(ctx: Ctx, userId: number, enabled: boolean) {
  if (!enabled && userId === ctx.user.id) throw conflict(messages.cannotDeactivateSelf);
  await ctx.db.transaction(async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user) throw notFound(messages.userNotFound);
    if (user.enabled === enabled) return;
    await setUserEnabled(tx, userId, enabled);
    if (!enabled) await revokeUserSessions(tx, userId);
    await audit(tx, ctx.user.id, 'user', userId, enabled ? 'activate' : 'deactivate');
  });
  ctx.log.info({ userId, enabled, byUserId: ctx.user.id }, enabled ? 'user activated' : 'user deactivated');
  return { success: true as const, message: enabled ? messages.userActivated : messages.userDeactivated };
}

export async function resetPasswordById(ctx: Ctx, userId: number) {
  if (!(await findUserRow(ctx.db, userId))) throw notFound(messages.userNotFound);
  const delivery = await resetPassword(ctx, userId, ctx.user.id);
  if (!delivery) throw conflict(messages.userHasNoEmail);
  const message = delivery === 'sent' ? messages.resetUserPasswordDone : messages.resetUserPasswordMailQueued;
  return { success: true as const, message };
}
