import { inArray, sql } from 'drizzle-orm';
import { phoneTypes, roles, userEmails, userOffices, userPhones, users } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_OFFICES, type DemoOfficeName } from './offices.ts';
import { copySuffix, type DemoStep, tally } from './step.ts';

/** Every demo user's password (documented in the README; passes the password policy). */
export const DEMO_PASSWORD = 'Fieldbook-Demo-2026!';
export const DEMO_EMAIL_DOMAIN = 'fieldbook-demo.test';

interface DemoUser {
  username: string;
  role: string;
  firstName: string;
  lastName: string;
  positionTitle: string;
  /** The first is the home office: its area code is used for the mobile number. */
  offices: DemoOfficeName[];
  /** Last four digits of the mobile number (555-01xx numbers are reserved for fiction). */
  mobile: string;
  /** Adds a non-primary home phone. */
  home?: string;
  /** Adds a non-primary second address. */
  secondEmail?: string;
}

/** One user per seeded role (see seededRoles in @fieldbook/contract). Names are invented. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'demo.admin',
    role: 'Administrator',
    firstName: 'Dana',
    lastName: 'Whitfield',
    positionTitle: 'Systems Administrator',
    offices: ['Denver'],
    mobile: '0110',
  },
  {
    username: 'demo.office',
    role: 'Office Staff',
    firstName: 'Rosa',
    lastName: 'Delgado',
    positionTitle: 'Office Manager',
    offices: ['Midland'],
    mobile: '0142',
    secondEmail: 'midland.office',
  },
  {
    username: 'demo.sales',
    role: 'Sales',
    firstName: 'Grant',
    lastName: 'Holloway',
    positionTitle: 'Account Executive',
    offices: ['Denver', 'Casper'],
    mobile: '0113',
  },
  {
    username: 'demo.operations',
    role: 'Operations',
    firstName: 'Marcus',
    lastName: 'Lindqvist',
    positionTitle: 'Operations Manager',
    offices: ['Denver', 'Williston', 'Midland'],
    mobile: '0115',
    home: '0116',
  },
  {
    username: 'demo.accounting',
    role: 'Accounting/Billing',
    firstName: 'Priya',
    lastName: 'Raman',
    positionTitle: 'Billing Specialist',
    offices: ['Denver'],
    mobile: '0118',
    secondEmail: 'billing',
  },
  {
    username: 'demo.supervisor',
    role: 'Field Supervisor',
    firstName: 'Cody',
    lastName: 'Braddock',
    positionTitle: 'Field Supervisor',
    offices: ['Midland'],
    mobile: '0145',
    home: '0146',
  },
  {
    username: 'demo.technician',
    role: 'Technician',
    firstName: 'Luis',
    lastName: 'Navarro',
    positionTitle: 'Noise Monitoring Technician',
    offices: ['Midland'],
    mobile: '0148',
  },
  {
    username: 'demo.shop',
    role: 'Shop Administrator',
    firstName: 'Wade',
    lastName: 'Kittredge',
    positionTitle: 'Shop and Yard Lead',
    offices: ['Williston'],
    mobile: '0163',
  },
  {
    username: 'demo.drillmgr',
    role: 'Drilling Manager',
    firstName: 'Janelle',
    lastName: 'Fortier',
    positionTitle: 'Drilling Services Manager',
    offices: ['Williston', 'Casper'],
    mobile: '0165',
  },
  {
    username: 'demo.drilluser',
    role: 'Drilling User',
    firstName: 'Tyler',
    lastName: 'Oakes',
    positionTitle: 'Rig Site Coordinator',
    offices: ['Williston'],
    mobile: '0167',
  },
];

// Invented names for the copies --scale adds (demo.admin2, demo.admin3, …).
const FIRST = ['Avery', 'Brooke', 'Caleb', 'Dakota', 'Elena', 'Floyd', 'Gemma', 'Hector', 'Irene', 'Jesse', 'Kara'];
const LAST = ['Ashby', 'Burkett', 'Calloway', 'Dunmore', 'Eckhart', 'Faulk', 'Garrity', 'Hensley', 'Ingram', 'Jessup'];

const officeLine = (name: DemoOfficeName) => DEMO_OFFICES.find((o) => o.name === name)?.phoneNumber ?? '';

/** Copy k (1-based) of a template: copy 1 is the template itself. */
export function demoUser(template: DemoUser, index: number, k: number): DemoUser {
  if (k === 1) return template;
  return {
    ...template,
    username: `${template.username}${copySuffix(k)}`,
    firstName: FIRST[(index + 7 * k) % FIRST.length],
    lastName: LAST[(3 * index + k) % LAST.length],
  };
}

const emailOf = (u: DemoUser, k: number) =>
  `${u.firstName}.${u.lastName}${copySuffix(k, '.')}@${DEMO_EMAIL_DOMAIN}`.toLowerCase();

export const usersStep: DemoStep = {
  name: 'users',
  async run(tx, ctx) {
    const t = tally();
    const wanted: { user: DemoUser; i: number; k: number }[] = [];
    for (let k = 1; k <= ctx.scale; k++)
      for (const [i, u] of DEMO_USERS.entries()) wanted.push({ user: demoUser(u, i, k), i, k });

    const lowered = wanted.map((w) => w.user.username.toLowerCase());
    const found = await tx
      .select({ id: users.id, username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, lowered));
    for (const u of found) ctx.refs.users.set(u.username, u.id);

    const roleIds = new Map(
      (await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]),
    );
    const phoneTypeIds = new Map(
      (await tx.select({ id: phoneTypes.id, name: phoneTypes.name }).from(phoneTypes)).map((p) => [p.name, p.id]),
    );
    // One hash for the shared, published demo password: argon2 is slow on purpose, and --scale 100
    // would otherwise spend most of its time hashing the same password a thousand times.
    let passwordHash: string | undefined;

    for (const { user, i, k } of wanted) {
      const key = user.username.toLowerCase();
      if (ctx.refs.users.has(key)) {
        t.existing('users');
        continue;
      }
      const roleId = roleIds.get(user.role);
      if (roleId === undefined)
        throw new Error(`The demo needs the seeded role "${user.role}", which this database does not have.`);
      const officeIds = user.offices.map((name) => {
        const id = ctx.refs.offices.get(name);
        if (id === undefined) throw new Error(`The demo office "${name}" is missing; the offices step runs first.`);
        return id;
      });
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      const [row] = await tx
        .insert(users)
        .values({
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          positionTitle: user.positionTitle,
          roleId,
          passwordHash,
          passwordChange: false,
        })
        .returning({ id: users.id });
      ctx.refs.users.set(key, row.id);
      await audit(tx, null, 'user', row.id, 'create', { username: user.username, demo: true });
      t.created('users');

      const line = officeLine(user.offices[0]); // '(303) 555-0100'
      const area = line.slice(0, 5);
      const phones = [
        {
          userId: row.id,
          phoneNumber: `${area} 555-${user.mobile}`,
          // One primary across phones and e-mails (spec 1 §5): the first e-mail is it.
          primary: false,
          typeId: phoneTypeIds.get('Mobile'),
        },
        // The home office's main line with the user's extension.
        {
          userId: row.id,
          phoneNumber: `${line} x${201 + i + 10 * (k - 1)}`,
          primary: false,
          typeId: phoneTypeIds.get('Office'),
        },
      ];
      if (user.home)
        phones.push({
          userId: row.id,
          phoneNumber: `${area} 555-${user.home}`,
          primary: false,
          typeId: phoneTypeIds.get('Home'),
        });
      await tx.insert(userPhones).values(phones);
      t.created('phones', phones.length);

      const emails = [{ userId: row.id, email: emailOf(user, k), primary: true }];
      if (user.secondEmail)
        emails.push({
          userId: row.id,
          email: `${user.secondEmail}${copySuffix(k, '.')}@${DEMO_EMAIL_DOMAIN}`,
          primary: false,
        });
      await tx.insert(userEmails).values(emails);
      t.created('emails', emails.length);

      await tx.insert(userOffices).values(officeIds.map((officeId) => ({ userId: row.id, officeId })));
      t.created('office assignments', officeIds.length);
    }
    return t.counts;
  },
};
