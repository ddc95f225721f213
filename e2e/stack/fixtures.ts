import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { storyStarts } from './mailbox.ts';
import { onServer, serverEnv, stop, waitForServer, withDatabase } from './stack.ts';

/**
 * Every story runs against its worker's own server: on port E2E_PORT + the worker's parallel index,
 * with its own database cloned from the demo template that global setup loaded once, and its own copy
 * of the demo's stored files. So files running at the same time on other workers never see each
 * other's writes; stories of one file run in order on one worker and share its server. A worker that
 * replaces a failed one (same port) starts from a fresh clone.
 */
export const test = base.extend<{ _mailSince: undefined }, { stackUrl: string }>({
  stackUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const need = (name: string) => {
        const value = process.env[name];
        if (!value) throw new Error(`${name} is not set: run through playwright.config.ts`);
        return value;
      };
      const server = need('E2E_DB_SERVER');
      const template = need('E2E_DB_TEMPLATE');
      const database = `${template}_w${workerInfo.workerIndex}`;
      const dataDir = join(need('E2E_STACK_DIR'), `data-w${workerInfo.workerIndex}`);
      const port = E2E_PORT + workerInfo.parallelIndex;

      await onServer(server, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
      });
      rmSync(dataDir, { recursive: true, force: true });
      const dataTemplate = need('E2E_DATA_TEMPLATE');
      if (existsSync(dataTemplate)) cpSync(dataTemplate, dataDir, { recursive: true });
      else mkdirSync(dataDir);

      const app = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env: serverEnv({ databaseUrl: withDatabase(server, database), dataDir, port }),
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitForServer(app, `${url}/api/Authentication/CheckAuth`);
        await use(url);
      } finally {
        await stop(app);
        await onServer(server, (admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000, title: 'the worker’s own server' },
  ],
  baseURL: async ({ stackUrl }, use) => {
    await use(stackUrl);
  },
  _mailSince: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      storyStarts();
      await use(undefined);
    },
    { auto: true },
  ],
});
