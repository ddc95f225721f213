import type { User } from '@fieldbook/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export interface UserRow extends Record<string, unknown> {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  position_title: string;
  role_id: number | null;
  role_name: string | null;
  enabled: boolean;
  photo_file_id: string | null;
  phones: User['phoneNumbers'];
  emails: User['emails'];
  offices: User['officeLocations'];
  permissions: string[];
}

/** One user with phones, e-mails, offices and role permissions, in one statement. */
export async function loadUserRow(db: Tx, userId: number): Promise<UserRow | undefined> {
  const { rows } = await db.execute<UserRow>(sql`
    SELECT u.id AS user_id, u.username, u.first_name, u.last_name, u.position_title, u.role_id,
           r.name AS role_name, u.enabled, u.photo_file_id,
           COALESCE((SELECT json_agg(json_build_object('phoneNumberId', p.id, 'phoneNumber', p.phone_number,
                      'primary', p.is_primary, 'typeId', p.type_id, 'typeName', t.name) ORDER BY p.id)
                     FROM user_phones p LEFT JOIN phone_types t ON t.id = p.type_id WHERE p.user_id = u.id), '[]') AS phones,
           COALESCE((SELECT json_agg(json_build_object('emailId', e.id, 'email', e.email, 'primary', e.is_primary) ORDER BY e.id)
                     FROM user_emails e WHERE e.user_id = u.id), '[]') AS emails,
           COALESCE((SELECT json_agg(json_build_object('officeLocationId', o.id, 'name', o.name) ORDER BY o.name)
                     FROM user_offices uo JOIN offices o ON o.id = uo.office_id WHERE uo.user_id = u.id), '[]') AS offices,
           COALESCE((SELECT array_agg(rp.permission ORDER BY rp.permission) FROM role_permissions rp
                     WHERE rp.role_id = u.role_id), '{}') AS permissions
      FROM users u LEFT JOIN roles r ON r.id = u.role_id
     WHERE u.id = ${userId}`);
  return rows[0];
}

/** The stored file of a user's photo, or null. */
export async function photoFileOf(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ fileId: users.photoFileId }).from(users).where(eq(users.id, userId));
  return row?.fileId ?? null;
}

export async function setPassword(db: Tx, userId: number, passwordHash: string, passwordChange: boolean) {
  await db.update(users).set({ passwordHash, passwordChange, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The user row, locked until the transaction ends (serializes password resets of one account). */
export async function lockUser(tx: Tx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}
