import { count } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { scopeBuilderNodes } from '../../db/schema/index.ts';

/** A tier of the seed: a name, or a name with the tier beneath it. */
type SeedNode = string | [string, SeedNode[]];

const MOUNTS: SeedNode[] = ['Freestanding', 'Rig-mounted'];
const WALL_HEIGHTS: SeedNode[] = ['16 ft', '20 ft', '24 ft', '32 ft'].map((h) => [h, MOUNTS]);
const BLANKET_SIZES: SeedNode[] = ['4 ft × 8 ft', '8 ft × 16 ft', '8 ft × 20 ft'];
const METERS: SeedNode[] = ['Class 1 meter', 'Class 2 meter'];

/**
 * The scope builder tree of a new installation: the products and services of a noise-control and
 * field-services firm, three or four tiers deep. Administrators change it at /Admin/ScopeBuilder.
 */
export const SCOPE_BUILDER_SEED: SeedNode[] = [
  [
    'Sound Wall',
    [
      ['STC 25', WALL_HEIGHTS],
      ['STC 32', WALL_HEIGHTS],
      [
        'STC 40',
        [
          ['24 ft', MOUNTS],
          ['32 ft', MOUNTS],
        ],
      ],
    ],
  ],
  [
    'Acoustic Blankets',
    [
      ['Standard', BLANKET_SIZES],
      ['Heavy Duty', BLANKET_SIZES],
      ['Weatherproof', ['8 ft × 16 ft', '8 ft × 20 ft']],
    ],
  ],
  [
    'Noise Monitoring',
    [
      [
        'Baseline Survey',
        [
          ['Attended', METERS],
          ['Unattended', METERS],
        ],
      ],
      [
        'Continuous Monitoring',
        [
          ['Real-time Web Reporting', METERS],
          ['Weekly Report', METERS],
        ],
      ],
      ['Complaint Response', ['Same Day', 'Next Business Day']],
    ],
  ],
  [
    'Vibration Monitoring',
    [
      [
        'Seismograph',
        [
          ['Single Point', ['Per Week', 'Per Month']],
          ['Multi-point Array', ['Per Week', 'Per Month']],
        ],
      ],
      ['Pre-construction Survey', ['Residential', 'Commercial', 'Historic Structure']],
    ],
  ],
  [
    'Compressor Enclosures',
    [
      ['Single Unit', ['Up to 1,500 hp', '1,500 – 3,000 hp', 'Over 3,000 hp']],
      ['Multi-unit Building', ['2 units', '3–4 units']],
    ],
  ],
  [
    'Mufflers & Silencers',
    [
      ['Engine Exhaust Silencer', ['Critical Grade', 'Hospital Grade']],
      ['Blower / Vent Silencer', ['Inline', 'Vent Stack']],
      ['Cooler Fan Silencer', ['Standard', 'Low Profile']],
    ],
  ],
  [
    'Rig Walls',
    [
      ['Substructure Wrap', ['Standard', 'Heavy Duty']],
      ['Rig Floor Wall', ['16 ft', '24 ft']],
      ['Generator / Mud Pump Enclosure', ['Three-sided', 'Full Enclosure']],
    ],
  ],
  [
    'Engineering / Noise Study',
    [
      ['Predictive Noise Model', ['Single Pad', 'Multi-pad / Facility']],
      ['Permit Support', ['County Application', 'Public Hearing Attendance']],
      ['Design Review', ['Stamped Drawings', 'Letter Report']],
    ],
  ],
  [
    'Freight & Crew',
    [
      ['Mobilization', ['Flatbed Load', 'Hot Shot']],
      ['Crew', ['Install Crew Day', 'Crane & Operator Day']],
    ],
  ],
];

async function insertLevel(tx: Tx, nodes: SeedNode[], parentId: number | null): Promise<void> {
  for (const [i, node] of nodes.entries()) {
    const [name, children] = typeof node === 'string' ? [node, []] : node;
    const [row] = await tx
      .insert(scopeBuilderNodes)
      .values({ parentId, itemName: name, sortOrder: i })
      .returning({ id: scopeBuilderNodes.id });
    await insertLevel(tx, children, row.id);
  }
}

/** Seeds the tree when it is empty (a fresh installation); an existing tree is never touched. */
export async function seedScopeBuilder(tx: Tx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(scopeBuilderNodes);
  if (n === 0) await insertLevel(tx, SCOPE_BUILDER_SEED, null);
}
