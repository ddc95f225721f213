import { z } from 'zod';
import { okMessage } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

export const signInBody = z.object({
  username: z
    .string({ error: messages.required('Username') })
    .trim()
    .min(1, messages.required('Username'))
    .max(100),
  password: z
    .string({ error: messages.required('Password') })
    .trim()
    .min(1, messages.required('Password'))
    .max(1000),
  /** 'Keep me logged in': a longer session. */
  keepLoggedIn: z.boolean().optional(),
});

export const authenticate = endpoint({
  method: 'POST',
  path: '/Authentication/Authenticate',
  access: 'public',
  revokesSessions: true,
  summary: 'Sign in with username and password; answers an opaque bearer token.',
  body: signInBody,
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    token: z.string(),
    passwordChange: z.boolean(),
  }),
});

export const checkAuth = endpoint({
  method: 'GET',
  path: '/Authentication/CheckAuth',
  duringPasswordChange: true,
  access: 'signed-in',
  summary: 'Whether the bearer token is valid, and whether a password change is required.',
  response: z.object({ success: z.literal(true), passwordChange: z.boolean() }),
});

export const logout = endpoint({
  method: 'POST',
  path: '/Authentication/Logout',
  duringPasswordChange: true,
  access: 'signed-in',
  revokesSessions: true,
  summary: 'Revokes the bearer token of this session.',
  response: okMessage,
});

export const authenticationEndpoints = { authenticate, checkAuth, logout };
