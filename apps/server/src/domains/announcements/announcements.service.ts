import { type Announcement, messages } from '@fieldbook/contract';
import { audit, changedFields } from '../../platform/audit.ts';
import { serverToday } from '../../platform/calendar.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import {
  type AnnouncementValues,
  deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  listForAdmin,
  listValidOn,
  updateAnnouncement,
} from './announcements.queries.ts';

/**
 * The home page asks with `today` (the viewer's calendar date) and gets the enabled announcements of
 * that day; the administration list asks with `upcoming`/`showDisabled` and needs the permission.
 */
export async function listAnnouncements(
  ctx: Ctx,
  body: { today?: string; upcoming?: boolean; showDisabled?: boolean },
): Promise<{ success: true; data: Announcement[] }> {
  if (body.today !== undefined) return { success: true, data: await listValidOn(ctx.db, body.today) };
  if (!ctx.user.permissions.has('admin.announcements')) throw forbidden(messages.forbidden);
  const upcoming = body.upcoming ?? true;
  const data = await listForAdmin(ctx.db, {
    endedBefore: upcoming ? serverToday() : null,
    showDisabled: body.showDisabled ?? false,
  });
  return { success: true, data };
}

export async function getAnnouncement(ctx: Ctx, announcementId: number) {
  const row = await findAnnouncement(ctx.db, announcementId);
  if (!row) throw notFound(messages.announcementNotFound);
  return { success: true as const, data: row };
}

const startBeforeToday = () => badRequest(messages.startDateBeforeToday, { startDate: messages.startDateBeforeToday });

/**
 * Creates (announcementId 0) or updates an announcement. The start date may not lie before today
 * when the announcement is new or its start date changes; an existing announcement that has already
 * started can still be edited (its end date moved, its text fixed, disabled) without moving the start.
 */
export async function saveAnnouncement(ctx: Ctx, input: AnnouncementValues & { announcementId: number }) {
  const { announcementId, ...values } = input;
  const today = serverToday();
  const id = await ctx.db.transaction(async (tx) => {
    if (announcementId === 0) {
      if (values.startDate < today) throw startBeforeToday();
      const created = await insertAnnouncement(tx, { ...values, createdBy: ctx.user.id });
      await audit(tx, ctx.user.id, 'announcement', created, 'create', { ...values });
      return created;
    }
    const before = await findAnnouncement(tx, announcementId, { lock: true });
    if (!before) throw notFound(messages.announcementNotFound);
    if (values.startDate !== before.startDate && values.startDate < today) throw startBeforeToday();
    const { announcementId: _, ...old } = before;
    await updateAnnouncement(tx, announcementId, values);
    await audit(tx, ctx.user.id, 'announcement', announcementId, 'update', changedFields(old, values));
    return announcementId;
  });
  ctx.log.info({ announcementId: id, by: ctx.user.id }, 'announcement saved');
  return { success: true as const, message: messages.announcementSaved, announcementId: id };
}

export async function deleteAnnouncement(ctx: Ctx, announcementId: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, announcementId, { lock: true });
    if (!before) throw notFound(messages.announcementNotFound);
    await deleteAnnouncementRow(tx, announcementId);
    await audit(tx, ctx.user.id, 'announcement', announcementId, 'delete', { ...before });
  });
  ctx.log.info({ announcementId, by: ctx.user.id }, 'announcement deleted');
  return { success: true as const, message: messages.announcementDeleted };
}
