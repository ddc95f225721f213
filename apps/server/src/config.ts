import { resolve } from 'node:path';
import { z } from 'zod';

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
  /** Set behind a TLS-terminating proxy so client addresses are read from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIR: z.string().optional(),
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
  trustProxy: boolean;
  /** Where the built web client is (absolute); absent in API-only tests. */
  webDir?: string;
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
    trustProxy: e.TRUST_PROXY === 'true',
    // A relative WEB_DIR means what it means in the shell that started the server.
    webDir: e.WEB_DIR ? resolve(e.WEB_DIR) : undefined,
  };
}
