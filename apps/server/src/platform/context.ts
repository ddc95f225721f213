import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from './mail.ts';
import type { SessionCache } from './session-cache.ts';
import type { Storage } from './storage.ts';
import type { WikiClient } from './wiki.ts';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  roleId: number | null;
  passwordChange: boolean;
  sessionId: number;
  permissions: ReadonlySet<string>;
  /** For job-specific permissions limited to some job classes: the allowed class ids. */
  jobClassLimits: ReadonlyMap<string, readonly number[]>;
}

/** What the application holds for its lifetime: built once by buildApp. */
export interface Services {
  config: Config;
  db: Db;
  mail: Mailer;
  /**
   * Sessions resolved recently; dropped when the database says one may have changed. Generic in the
   * user so that session-cache.ts needs nothing from this file (they imported each other before).
   */
  sessions: SessionCache<SessionUser>;
  storage: Storage;
  wiki: WikiClient | null;
}

/** What a service function receives: the services, the caller and a logger. */
export interface Ctx extends Services {
  user: SessionUser;
  log: FastifyBaseLogger;
  ip: string;
}

/** The same for public endpoints, where nobody is signed in. */
export interface PublicCtx extends Services {
  user: SessionUser | null;
  log: FastifyBaseLogger;
  ip: string;
}
