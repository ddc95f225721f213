import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3Location } from './platform/s3-store.ts';

const TRUST_PROXY_HELP =
  'write the addresses or CIDRs of your proxies (TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24,::1) or the number of proxies in front of the server (TRUST_PROXY=1); true would trust any X-Forwarded-For a client sends';

const isAddressOrCidr = (s: string) => {
  const [address, bits, extra] = s.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which peers may set the client address through X-Forwarded-For: none (false), a hop count, or a
 * list of proxy addresses/CIDRs. Anything that trusts every peer is refused with what to write.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim();
    if (value === 'false') return false;
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
    const list = value.split(',').map((x) => x.trim());
    if (value !== 'true' && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({ code: 'custom', message: `${value} is not accepted: ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  });

/** FILES_URL=s3://bucket/prefix: the bucket and the keys' prefix ('' or ending in '/'). */
const filesUrl = z
  .url({ protocol: /^s3$/, error: 'FILES_URL must be s3://bucket or s3://bucket/prefix' })
  .transform((v) => {
    const u = new URL(v);
    const path = decodeURIComponent(u.pathname).replace(/^\/+|\/+$/g, '');
    return { bucket: u.hostname, prefix: path ? `${path}/` : '' };
  });

/** Configuration from the environment, validated once at start: a wrong value stops the server. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(128).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Fieldbook <fieldbook@localhost>'),
  BUG_REPORT_TO: z.string().optional(),
  WIKI_URL: z.url({ protocol: /^https?$/ }).optional(),
  WIKI_USER: z.string().optional(),
  WIKI_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy: whose X-Forwarded-For is believed (see docs/operations.md). */
  TRUST_PROXY: trustProxy,
  WEB_DIR: z.string().optional(),
  /** Stored files in an S3-compatible bucket instead of DATA_DIR/files (docs/operations.md). */
  FILES_URL: filesUrl.optional(),
  /** The AWS SDK's own variables for the bucket's service; credentials are read by the SDK itself. */
  AWS_ENDPOINT_URL_S3: z.url({ protocol: /^https?$/ }).optional(),
  AWS_ENDPOINT_URL: z.url({ protocol: /^https?$/ }).optional(),
  AWS_REGION: z.string().optional(),
  AWS_DEFAULT_REGION: z.string().optional(),
  AWS_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Also check every answer against the contract with zod (the tests do; it costs time per answer). */
  CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminUsername: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  bugReportTo?: string;
  wiki?: { url: string; user?: string; password?: string };
  logLevel: string;
  /** false, a hop count, or the proxies' addresses/CIDRs: never `true` (any client could name its own address). */
  trustProxy: false | number | string[];
  /** Where the built web client is (absolute); absent in API-only tests. */
  webDir?: string;
  /** The bucket holding the stored files (FILES_URL); absent: they are in DATA_DIR/files. */
  files?: S3Location;
  /** Check each answer with zod as well as writing it with the compiled serializer (response-serializer.ts). */
  checkResponses: boolean;
  /** The waits after each failed e-mail attempt, in seconds (platform/mail.ts RETRY_SECONDS unless a test shortens them). */
  mailRetrySeconds?: readonly number[];
}

/** Reads the environment; throws an Error listing every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    bugReportTo: e.BUG_REPORT_TO,
    wiki: e.WIKI_URL ? { url: e.WIKI_URL.replace(/\/$/, ''), user: e.WIKI_USER, password: e.WIKI_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // A relative WEB_DIR means what it means in the shell that started the server.
    webDir: e.WEB_DIR ? resolve(e.WEB_DIR) : undefined,
    files: e.FILES_URL && {
      ...e.FILES_URL,
      endpoint: e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL,
      region: e.AWS_REGION ?? e.AWS_DEFAULT_REGION,
      forcePathStyle: e.AWS_S3_FORCE_PATH_STYLE === 'true',
    },
    checkResponses: e.CHECK_RESPONSES === 'true',
  };
}
