// apps/server/scripts/build.mjs: the compiled server (what `npm start` runs) starts from any working
// directory, finds the files it reads beside its sources (migrations, PDF fonts) and answers.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { withDatabase } from '../apps/server/test/global-setup.ts';
import { firstAnswer, freePort } from '../apps/server/test/server-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

let server: ChildProcess | undefined;
afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
});

it('compiles the server and the compiled server starts and answers', { timeout: 120_000 }, async () => {
  const compile = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], { encoding: 'utf8' });
  expect(compile.status, compile.stderr).toBe(0);

  const name = `fbtest_${process.ppid}_${process.pid}_compiled`; // dropped by the global teardown
  const admin = new pg.Client({ connectionString: withDatabase(inject('testServerUrl'), 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();

  const port = await freePort();
  const elsewhere = mkdtempSync(join(tmpdir(), 'fieldbook-compiled-'));
  let output = '';
  server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')], {
    cwd: elsewhere, // nothing may depend on the working directory but DATA_DIR's default
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: withDatabase(inject('testServerUrl'), name),
      DATA_DIR: join(elsewhere, 'data'),
      ADMIN_PASSWORD: 'Admin-test-password-1',
      LOG_LEVEL: 'warn',
    },
  });
  server.stdout?.on('data', (c) => (output += c));
  server.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((ok) => server?.on('exit', (code) => ok(code)));

  const base = `http://127.0.0.1:${port}`;
  const check = await firstAnswer(`${base}/api/Authentication/CheckAuth`, 60_000).catch(() => {
    throw new Error(`The compiled server did not answer:\n${output}`);
  });
  expect(check.status).toBe(401);
  const signIn = await fetch(`${base}/api/Authentication/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin-test-password-1' }),
  });
  expect(signIn.status).toBe(200);

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
});
