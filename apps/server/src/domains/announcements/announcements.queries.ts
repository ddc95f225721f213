import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';

const columns = {
  announcementId: announcements.id,
  title: announcements.title,
  details: announcements.details,
  startDate: announcements.startDate,
  endDate: announcements.endDate,
  enabled: announcements.enabled,
};

export interface AnnouncementValues {
  title: string;
  details: string;
  startDate: string;
  endDate: string;
  enabled: boolean;
}

/** Enabled announcements whose date range holds `day` ('YYYY-MM-DD'), the most recently started first. */
export function listValidOn(db: Tx, day: string) {
  return db
    .select(columns)
    .from(announcements)
    .where(and(eq(announcements.enabled, true), lte(announcements.startDate, day), gte(announcements.endDate, day)))
    .orderBy(desc(announcements.startDate), desc(announcements.id));
}

/** The administration list: `endedBefore` leaves out those ended before that day; disabled ones on request. */
export function listForAdmin(db: Tx, params: { endedBefore: string | null; showDisabled: boolean }) {
  const where: SQL[] = [];
  if (params.endedBefore) where.push(gte(announcements.endDate, params.endedBefore));
  if (!params.showDisabled) where.push(eq(announcements.enabled, true));
  return db
    .select(columns)
    .from(announcements)
    .where(and(...where))
    .orderBy(asc(announcements.startDate), asc(announcements.endDate), asc(announcements.id));
}

export async function findAnnouncement(db: Tx, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select(columns).from(announcements).where(eq(announcements.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

export async function insertAnnouncement(db: Tx, values: AnnouncementValues & { createdBy: number }) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row.id;
}

export async function updateAnnouncement(db: Tx, id: number, values: AnnouncementValues) {
  await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id));
}

export async function deleteAnnouncementRow(db: Tx, id: number) {
  await db.delete(announcements).where(eq(announcements.id, id));
}
