import type { z } from 'zod';
import type { Permission } from './permissions.ts';

/**
 * Who may call an endpoint. Deny by default: every endpoint must say one of these.
 * - 'public': no sign-in (sign-in itself, password reset by username).
 * - 'signed-in': any signed-in user, whatever the role.
 * - a permission, or a list of permissions of which any one suffices.
 */
export type Access = 'public' | 'signed-in' | Permission | readonly Permission[];

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * What a file download sends: a PDF, a spreadsheet (.xlsx), a stored photo (JPEG or PNG), or a stored
 * document of any type an upload accepts. The OpenAPI document names the media types from it.
 */
export type FileKind = 'pdf' | 'xlsx' | 'image' | 'document';

export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** The path under /api exactly as the specification names it. */
  path: `/${string}`;
  access: Access;
  summary: string;
  body?: B;
  query?: Q;
  response?: R;
  /** multipart/form-data upload: the body is read by the handler, not by a schema. */
  multipart?: true;
  /** a file download of this kind: the response is not JSON. */
  file?: FileKind;
  /** Still allowed while the user must change the password (everything else answers 403). */
  duringPasswordChange?: true;
  /**
   * The call may end sessions or change what a signed-in user holds (sign-out, passwords, a user's
   * name, role or enabled flag, a role's permissions): the writes the database announces to every
   * session cache (migration 0007). The server answers it only once its own cache has dropped them,
   * so the caller's very next request sees the change.
   */
  revokesSessions?: true;
  /**
   * A write the device's outbox may send (offline.ts): it takes an optional `Idempotency-Key` header
   * (a uuid the device made), and the server applies each key once, answering a repeat with the first
   * answer (docs/api.md, "Retrying writes safely").
   */
  once?: true;
}

export function endpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(e: Endpoint<B, Q, R>): Endpoint<B, Q, R> {
  return e;
}

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType | undefined>
    ? B extends z.ZodType
      ? z.input<B>
      : never
    : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? R extends z.ZodType
      ? z.output<R>
      : never
    : never;
