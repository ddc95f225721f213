import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../db/schema/index.ts';
import { audit } from '../platform/audit.ts';
import { copySuffix, type DemoStep, tally } from './step.ts';

/** Demo users who have a stored signature (the others show 'No signature has been saved.'). */
const SIGNERS = ['demo.operations', 'demo.supervisor', 'demo.technician', 'demo.sales'];

/**
 * A hand-drawn-looking signature: one pen stroke of curves whose shape follows the username, so
 * each user's differs; drawn as SVG paths (no fonts needed) and rendered to a 16:9 PNG.
 */
export async function demoSignature(seed: string): Promise<Buffer> {
  let h = 2166136261;
  const next = () => {
    for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    return (h % 1000) / 1000;
  };
  let d = `M 40 ${190 + next() * 40}`;
  let x = 40;
  while (x < 520) {
    const up = 90 + next() * 70;
    const down = 200 + next() * 60;
    d += ` C ${x + 15} ${up}, ${x + 40} ${up}, ${x + 45} ${down - 40} S ${x + 60} ${down}, ${x + 75} ${180 + next() * 40}`;
    x += 60 + next() * 30;
  }
  const underline = `M 60 ${275 + next() * 15} Q 300 ${255 + next() * 20}, ${520 + next() * 60} ${270 + next() * 10}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <path d="${d}" fill="none" stroke="#1b2a6b" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${underline}" fill="none" stroke="#1b2a6b" stroke-width="3" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stored signatures for some demo users; a user who already has one keeps it. */
export const signaturesStep: DemoStep = {
  name: 'signatures',
  async run(tx, ctx) {
    const t = tally();
    const wanted: string[] = [];
    for (let k = 1; k <= ctx.scale; k++) for (const u of SIGNERS) wanted.push(`${u}${copySuffix(k)}`);
    const ids = wanted.map((u) => ctx.refs.users.get(u)).filter((id): id is number => id !== undefined);
    if (!ids.length) return t.counts;
    const unsigned = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.signatureFileId)));
    t.existing('signatures', ids.length - unsigned.length);
    for (const u of unsigned) {
      const stored = await ctx.storage.put(tx, await demoSignature(u.username), 'signature.png', ['image/png'], null);
      await tx.update(users).set({ signatureFileId: stored.id }).where(eq(users.id, u.id));
      await audit(tx, null, 'user', u.id, 'signature.save', { fileId: stored.id, demo: true });
      t.created('signatures');
    }
    return t.counts;
  },
};
