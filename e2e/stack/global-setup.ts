import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedDatabase, startEmbedded } from '../../apps/server/src/db/embedded.ts';
import { startDokuWiki } from '../../apps/server/test/dokuwiki.ts';
import { startMailSink } from './mail-sink.ts';
import { dropDatabases, onServer, serverEnv, withDatabase } from './stack.ts';

/**
 * The whole product as a new user meets it, prepared ONCE for the run: a database with the demo data
 * (the slow part), a real SMTP server and a real DokuWiki. The demo database is a template: each
 * Playwright worker clones it (CREATE DATABASE … TEMPLATE, about a second) together with a copy of
 * the files the demo stored, and starts its own server on them (e2e/stack/fixtures.ts), so workers
 * never see each other's writes. The mail sink and the wiki are shared.
 *
 * The first administrator's password is the one the demo loader prints at first start; every clone
 * has the same one.
 *
 * Without TEST_DATABASE_URL an embedded PostgreSQL is started here (the server's own, in a
 * temporary folder) and the template and its clones live in it, so the run works the same way.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'fieldbook-e2e-'));
  chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as 'postgres' and must reach its folder
  const mailDir = join(dir, 'mail');
  mkdirSync(mailDir);
  const [mail, wiki] = await Promise.all([startMailSink(mailDir), startDokuWiki()]);

  let embedded: EmbeddedDatabase | undefined;
  let server = process.env.TEST_DATABASE_URL;
  if (!server) {
    embedded = await startEmbedded(join(dir, 'pg'));
    server = embedded.url;
  }
  const template = `fieldbook_e2e_${process.pid}`;
  await onServer(server, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
  });

  const dataDir = join(dir, 'data');
  const stackEnv: NodeJS.ProcessEnv = {
    E2E_DB_SERVER: server,
    E2E_DB_TEMPLATE: template,
    E2E_DATA_TEMPLATE: dataDir,
    E2E_STACK_DIR: dir,
    E2E_MAIL_DIR: mailDir,
    E2E_SMTP_URL: mail.url,
    E2E_WIKI_URL: wiki.url,
    E2E_WIKI_USER: wiki.user,
    E2E_WIKI_PASSWORD: wiki.password,
  };

  Object.assign(process.env, stackEnv); // the workers inherit it
  // The demo loader migrates and bootstraps first, so it is the process that prints the generated password.
  const env = serverEnv({ databaseUrl: withDatabase(server, template), dataDir });
  const demo = spawnSync('node', ['--import', 'tsx', 'apps/server/src/demo/cli.ts'], { env, encoding: 'utf8' });
  if (demo.status !== 0) throw new Error(`demo failed:\n${demo.stdout}\n${demo.stderr}`);
  const password = /Password: (\S+)/.exec(demo.stdout)?.[1];
  if (!password) throw new Error(`no generated administrator password in:\n${demo.stdout}`);
  process.env.E2E_ADMIN_PASSWORD = password;

  return async () => {
    // The workers drop their own clones; a worker that died leaves its clone to be dropped here.
    await dropDatabases(server, template);
    await embedded?.stop();
    await mail.close();
    await wiki.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
