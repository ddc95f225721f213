import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startDokuWiki } from '../../apps/server/test/dokuwiki.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { startMailSink } from './mail-sink.ts';

/**
 * The whole product as a new user meets it: a fresh database with the demo data, a real SMTP server,
 * a real DokuWiki, and the real server serving the built web client. The first administrator's
 * password is the one the server prints at first start.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'fieldbook-e2e-'));
  chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as 'postgres' and must reach its folder
  const mailDir = join(dir, 'mail');
  mkdirSync(mailDir);
  const mail = await startMailSink(mailDir);
  const wiki = await startDokuWiki();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    SMTP_URL: mail.url,
    BUG_REPORT_TO: 'support@fieldbook-demo.test',
    WIKI_URL: wiki.url,
    WIKI_USER: wiki.user,
    WIKI_PASSWORD: wiki.password,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: '',
  };
  const dbName = `fieldbook_e2e_${process.pid}`;
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(server);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
  }

  // The demo loader starts the database first, so it is the process that prints the generated password.
  const demo = spawnSync('node', ['--import', 'tsx', 'apps/server/src/demo/cli.ts'], { env, encoding: 'utf8' });
  if (demo.status !== 0) throw new Error(`demo failed:\n${demo.stdout}\n${demo.stderr}`);
  const password = /Password: (\S+)/.exec(demo.stdout)?.[1];
  if (!password) throw new Error(`no generated administrator password in:\n${demo.stdout}`);
  process.env.E2E_ADMIN_PASSWORD = password;
  process.env.E2E_MAIL_DIR = mailDir;

  const app = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(app, `http://127.0.0.1:${E2E_PORT}/api/Authentication/CheckAuth`);

  return async () => {
    await stop(app);
    await mail.close();
    await wiki.stop();
    if (server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

async function waitForServer(app: ChildProcess, url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the server exited with ${app.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status === 401,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 90 s');
}

function stop(app: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (app.exitCode !== null) return ok();
    app.once('exit', () => ok());
    app.kill('SIGTERM');
  });
}
