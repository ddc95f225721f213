import { inArray } from 'drizzle-orm';
import { offices } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { type DemoStep, tally } from './step.ts';

/** The firm's offices; fixed (not multiplied by --scale). Street addresses are invented. */
export const DEMO_OFFICES = [
  {
    name: 'Denver',
    address: '4875 Brighton Blvd, Suite 200',
    city: 'Denver',
    state: 'CO',
    zipCode: '80216',
    phoneNumber: '(303) 555-0100',
    faxNumber: '(303) 555-0101',
  },
  {
    name: 'Midland',
    address: '2210 W Industrial Ave',
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
    phoneNumber: '(432) 555-0140',
    faxNumber: '(432) 555-0141',
  },
  {
    name: 'Williston',
    address: '1415 2nd Ave W',
    city: 'Williston',
    state: 'ND',
    zipCode: '58801',
    phoneNumber: '(701) 555-0160',
    faxNumber: '(701) 555-0161',
  },
  {
    name: 'Casper',
    address: '3900 Energy Ln, Unit B',
    city: 'Casper',
    state: 'WY',
    zipCode: '82604',
    phoneNumber: '(307) 555-0180',
    faxNumber: null,
  },
] as const;

export type DemoOfficeName = (typeof DEMO_OFFICES)[number]['name'];

export const officesStep: DemoStep = {
  name: 'offices',
  async run(tx, ctx) {
    const t = tally();
    const names = DEMO_OFFICES.map((o) => o.name);
    const found = await tx
      .select({ id: offices.id, name: offices.name })
      .from(offices)
      .where(inArray(offices.name, names))
      .orderBy(offices.id);
    for (const o of found) if (!ctx.refs.offices.has(o.name)) ctx.refs.offices.set(o.name, o.id);
    for (const office of DEMO_OFFICES) {
      if (ctx.refs.offices.has(office.name)) {
        t.existing('offices');
        continue;
      }
      const [row] = await tx.insert(offices).values(office).returning({ id: offices.id });
      await audit(tx, null, 'office', row.id, 'create', { name: office.name, demo: true });
      ctx.refs.offices.set(office.name, row.id);
      t.created('offices');
    }
    return t.counts;
  },
};
