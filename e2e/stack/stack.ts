import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

/** The same server URL with another database. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The environment of a Fieldbook process of the stack (the demo loader or a worker's server). */
export function serverEnv(o: { databaseUrl: string; dataDir: string; port?: number }): NodeJS.ProcessEnv {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run through playwright.config.ts`);
    return value;
  };
  return {
    ...process.env,
    ...(o.port === undefined ? {} : { PORT: String(o.port) }),
    HOST: '127.0.0.1',
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dataDir,
    SMTP_URL: need('E2E_SMTP_URL'),
    BUG_REPORT_TO: 'support@fieldbook-demo.test',
    WIKI_URL: need('E2E_WIKI_URL'),
    WIKI_USER: need('E2E_WIKI_USER'),
    WIKI_PASSWORD: need('E2E_WIKI_PASSWORD'),
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: '',
    // Every answer the stories receive is also checked against the contract (response-serializer.ts).
    CHECK_RESPONSES: 'true',
  };
}

/** Runs `fn` with an administrative connection to the database server. */
export async function onServer<T>(server: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: withDatabase(server, 'postgres') });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the template and every clone of it (`<template>_w<n>`). */
export function dropDatabases(server: string, template: string) {
  return onServer(server, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `${template}\\_w%`],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  });
}

/** Resolves once the server answers (401 to the anonymous authentication check). */
export async function waitForServer(app: ChildProcess, url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the server exited with ${app.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status === 401,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start within 90 s');
}

export function stop(app: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (app.exitCode !== null || app.signalCode !== null) return ok();
    app.once('exit', () => ok());
    app.kill('SIGTERM');
  });
}
