import { PHOTO_MAX_SIDE } from '@fieldbook/contract';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { phoneTypes, roles, userEmails, userOffices, userPhones, users } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { hashPassword } from '../platform/passwords.ts';
import { IMAGE_TYPES } from '../platform/upload.ts';
import type { DemoOfficeName } from './offices.ts';
import { type DemoStep, tally } from './step.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './users.ts';

interface AdminDemoUser {
  username: string;
  role: string;
  firstName: string;
  lastName: string;
  positionTitle: string;
  office: DemoOfficeName;
  phone: string;
  enabled: boolean;
  /** Colours of a generated abstract photo (no real person's likeness). */
  photo?: [string, string];
}

/**
 * For the user administration screens: a colleague with a photo, and two former employees whose
 * accounts are disabled ('View Disabled Accounts'). Fixed, not multiplied by --scale. Names are
 * invented; usernames do not start with 'demo.' (those are the one-per-role sign-in accounts).
 */
export const ADMIN_DEMO_USERS: AdminDemoUser[] = [
  {
    username: 'mina.okafor',
    role: 'Operations',
    firstName: 'Mina',
    lastName: 'Okafor',
    positionTitle: 'Safety Coordinator',
    office: 'Denver',
    phone: '(303) 555-0121',
    enabled: true,
    photo: ['#1c7ed6', '#ffd43b'],
  },
  {
    username: 'former.pruitt',
    role: 'Technician',
    firstName: 'Harlan',
    lastName: 'Pruitt',
    positionTitle: 'Noise Monitoring Technician',
    office: 'Midland',
    phone: '(432) 555-0149',
    enabled: false,
  },
  {
    username: 'former.ochoa',
    role: 'Sales',
    firstName: 'Marisol',
    lastName: 'Ochoa',
    positionTitle: 'Account Executive',
    office: 'Casper',
    phone: '(307) 555-0184',
    enabled: false,
  },
];

/** An abstract square avatar: two colours, a circle and a band. */
function avatar([back, front]: [string, string]) {
  const s = PHOTO_MAX_SIDE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
    <rect width="${s}" height="${s}" fill="${back}"/>
    <circle cx="${s / 2}" cy="${s * 0.4}" r="${s * 0.2}" fill="${front}"/>
    <ellipse cx="${s / 2}" cy="${s * 1.02}" rx="${s * 0.38}" ry="${s * 0.32}" fill="${front}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const usersAdminStep: DemoStep = {
  name: 'users-admin',
  async run(tx, ctx) {
    const t = tally();
    const found = await tx
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.username})`,
          ADMIN_DEMO_USERS.map((u) => u.username),
        ),
      );
    const existing = new Set(found.map((u) => u.username));
    const roleIds = new Map(
      (await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]),
    );
    const [mobile] = await tx.select({ id: phoneTypes.id }).from(phoneTypes).where(sql`${phoneTypes.name} = 'Mobile'`);
    let passwordHash: string | undefined;

    for (const u of ADMIN_DEMO_USERS) {
      if (existing.has(u.username)) {
        t.existing('users');
        continue;
      }
      const roleId = roleIds.get(u.role);
      if (roleId === undefined) throw new Error(`The demo needs the seeded role "${u.role}".`);
      const officeId = ctx.refs.offices.get(u.office);
      if (officeId === undefined)
        throw new Error(`The demo office "${u.office}" is missing; the offices step runs first.`);
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      const photo = u.photo
        ? await ctx.storage.put(tx, await avatar(u.photo), `${u.username}.png`, IMAGE_TYPES, null)
        : null;
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          positionTitle: u.positionTitle,
          roleId,
          passwordHash,
          passwordChange: false,
          enabled: u.enabled,
          photoFileId: photo?.id ?? null,
        })
        .returning({ id: users.id });
      ctx.refs.users.set(u.username, row.id);
      await audit(tx, null, 'user', row.id, 'create', { username: u.username, demo: true });
      if (!u.enabled) await audit(tx, null, 'user', row.id, 'deactivate', { demo: true });
      t.created('users');
      if (photo) t.created('photos');
      await tx.insert(userEmails).values({
        userId: row.id,
        email: `${u.firstName}.${u.lastName}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
        primary: true,
      });
      await tx.insert(userPhones).values({ userId: row.id, phoneNumber: u.phone, primary: false, typeId: mobile?.id });
      await tx.insert(userOffices).values({ userId: row.id, officeId });
      t.created('emails');
      t.created('phones');
      t.created('office assignments');
    }
    return t.counts;
  },
};
