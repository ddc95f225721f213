import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../src/db/embedded.ts';

/**
 * A private DokuWiki for tests, built from Debian's `dokuwiki` package: the code stays in
 * /usr/share/dokuwiki, the configuration and data live in a temp folder. Debian's inc/preload.php
 * reads DOKU_CONF and DOKU_MAIN_CONF when they are already defined, so PHP's auto_prepend_file
 * defines them before DokuWiki starts (the built-in server and the CLI indexer alike).
 */

const DOKU_INC = '/usr/share/dokuwiki';
const DEBIAN_CONF = '/etc/dokuwiki';
const INSTALL = 'run `apt-get install dokuwiki php-cli php-xml`';
const run = promisify(execFile);

export interface DokuWiki {
  url: string;
  user: string;
  password: string;
  /** A second remote-API user whose password holds ':' (Basic auth cannot carry it in this version). */
  colonUser: { user: string; password: string };
  /** Deletes the wiki's PHP sessions, as session expiry would: dokuwiki.login cookies stop working. */
  forgetSessions(): Promise<void>;
  /** Writes a page (wiki syntax) straight into the data folder and indexes it. */
  writePage(id: string, text: string): Promise<void>;
  stop(): Promise<void>;
}

/** Pages of a noise-control firm's wiki, by page id. */
export const wikiPages: Record<string, string> = {
  'fieldbook:walls:stc-ratings': `====== Barrier wall STC ratings ======
Our STC 32 panels are the standard for temporary sound walls around drilling rigs.
Where a receptor is closer than 300 ft, double the panels or use the STC 40 absorptive blankets.
`,
  'fieldbook:monitoring:calibration': `====== Sound level meter calibration ======
Field-check every Class 1 meter with the acoustic calibrator (94 dB at 1 kHz) before and after each
monitoring session, and record both readings on the survey form. Send meters to the lab once a year.
`,
  'help:admin:userlist': `====== Help: users ======
The user list shows every employee who can sign in to Fieldbook. Disable an account instead of deleting it.
`,
};

const phpString = (s: string) => `'${s.replace(/[\\']/g, '\\$&')}'`;

async function checkPrerequisites(): Promise<void> {
  if (!existsSync(join(DOKU_INC, 'lib/exe/xmlrpc.php')) || !existsSync(join(DEBIAN_CONF, 'dokuwiki.php'))) {
    throw new Error(`DokuWiki is not installed in ${DOKU_INC}: ${INSTALL}`);
  }
  const modules = await run('php', ['-m']).then(
    (r) => r.stdout,
    () => {
      throw new Error(`php is not installed: ${INSTALL}`);
    },
  );
  if (!/^xml$/m.test(modules)) throw new Error(`php lacks the xml extension DokuWiki needs: ${INSTALL}`);
}

async function hash(password: string): Promise<string> {
  // The password goes through the environment, never the command line.
  const php = 'echo password_hash(getenv("DW_PASSWORD"), PASSWORD_BCRYPT);';
  const { stdout } = await run('php', ['-r', php], { env: { ...process.env, DW_PASSWORD: password } });
  return stdout.trim();
}

/** Debian's defaults (regular files only: acl and users point into /var/lib) plus our own settings. */
async function writeConf(conf: string, data: string, users: { user: string; password: string }[]) {
  await mkdir(conf, { recursive: true });
  for (const name of await readdir(DEBIAN_CONF)) {
    if ((await lstat(join(DEBIAN_CONF, name))).isFile()) await copyFile(join(DEBIAN_CONF, name), join(conf, name));
  }
  const local = {
    title: "'Fieldbook test wiki'",
    savedir: phpString(data),
    useacl: '1',
    authtype: "'authplain'",
    superuser: "'@admin'",
    remote: '1',
    remoteuser: "'@remote'",
    updatecheck: '0',
  };
  const lines = Object.entries(local).map(([k, v]) => `$conf['${k}'] = ${v};`);
  await writeFile(join(conf, 'local.php'), `<?php\n${lines.join('\n')}\n`);
  const rows = await Promise.all(
    users.map(async (u) => `${u.user}:${await hash(u.password)}:${u.user}:${u.user}@example.test:user,remote`),
  );
  await writeFile(join(conf, 'users.auth.php'), `${rows.join('\n')}\n`);
  // Nothing for anonymous visitors; read access for signed-in users.
  await writeFile(join(conf, 'acl.auth.php'), '*\t@ALL\t0\n*\t@user\t1\n');
}

async function serve(dir: string, preload: string, port: number): Promise<() => Promise<void>> {
  // Strict sessions, as a hardened PHP runs them: a cookie of an expired session is not revived.
  const sessions = ['-d', `session.save_path=${join(dir, 'sessions')}`, '-d', 'session.use_strict_mode=1'];
  const args = ['-d', `auto_prepend_file=${preload}`, ...sessions];
  const child = spawn('php', [...args, '-d', 'display_errors=0', '-S', `127.0.0.1:${port}`, '-t', DOKU_INC], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-4000); // php -S logs every request; keep the tail for errors
  });
  let ended = false;
  const exited = new Promise<void>((ok) => {
    const end = () => {
      ended = true;
      ok();
    };
    child.once('exit', end);
    child.once('error', (err) => {
      log += `\n${err.message}`;
      end();
    });
  });
  const stop = async () => {
    if (!ended) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    if (ended) throw new Error(`php -S stopped at start:\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${port}/doku.php`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`DokuWiki did not answer on port ${port}:\n${log}`);
}

async function putPage(data: string, id: string, text: string): Promise<void> {
  const file = join(data, 'pages', `${id.split(':').join('/')}.txt`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Builds, indexes and serves a private DokuWiki; stop() ends the server and removes its folder. */
export async function startDokuWiki(): Promise<DokuWiki> {
  await checkPrerequisites();
  const dir = await mkdtemp(join(tmpdir(), 'fieldbook-dokuwiki-'));
  const data = join(dir, 'data');
  const user = 'fieldbook';
  const password = 'Wiki-test-password-1';
  const colonUser = { user: 'colonuser', password: 'has:colons:in-it' };
  const folders = ['pages', 'attic', 'media', 'media_attic', 'meta', 'media_meta', 'cache', 'index', 'locks', 'tmp'];
  for (const f of [...folders, 'log']) await mkdir(join(data, f), { recursive: true });
  await mkdir(join(dir, 'sessions'));
  const conf = join(dir, 'conf');
  await writeConf(conf, data, [{ user, password }, colonUser]);
  const preload = join(dir, 'preload.php');
  const define = (name: string) => `define('${name}', ${phpString(`${conf}/`)});`;
  await writeFile(preload, `<?php\n${define('DOKU_CONF')}\n${define('DOKU_MAIN_CONF')}\n`);
  // bin/indexer.php indexes new and changed pages, as DokuWiki's own task runner would.
  const php = ['-d', `auto_prepend_file=${preload}`, '-d', 'display_errors=0'];
  const index = () => run('php', [...php, `${DOKU_INC}/bin/indexer.php`, '-q']);
  for (const [id, text] of Object.entries(wikiPages)) await putPage(data, id, text);
  await index();

  const port = await freePort();
  const stopServer = await serve(dir, preload, port).catch(async (err) => {
    await rm(dir, { recursive: true, force: true });
    throw err;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    user,
    password,
    colonUser,
    forgetSessions: async () => {
      for (const f of await readdir(join(dir, 'sessions'))) await rm(join(dir, 'sessions', f));
    },
    writePage: async (id, text) => {
      await putPage(data, id, text);
      await index();
    },
    stop: async () => {
      await stopServer();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
