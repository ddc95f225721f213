import { z } from 'zod';
import { int, okMessage } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

export const phoneNumber = z.object({
  phoneNumberId: int(),
  phoneNumber: z.string(),
  primary: z.boolean(),
  typeId: int().nullable(),
  typeName: z.string().nullable(),
});
export const email = z.object({ emailId: int(), email: z.string(), primary: z.boolean() });
export const officeRef = z.object({ officeLocationId: int(), name: z.string() });

export const user = z.object({
  userId: int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  positionTitle: z.string(),
  roleId: int().nullable(),
  roleName: z.string().nullable(),
  enabled: z.boolean(),
  /** A data URL of the photo, or null. */
  employeePhoto: z.string().nullable(),
  phoneNumbers: z.array(phoneNumber),
  emails: z.array(email),
  officeLocations: z.array(officeRef),
  /** The permission keys of the user's role: the client hides what the server would refuse. */
  permissions: z.array(z.string()),
});
export type User = z.infer<typeof user>;

/** The photo's version in its address: 16 URL-safe characters that change whenever the photo does. */
export const PHOTO_VERSION = /^[A-Za-z0-9_-]{16}$/;

export const getSelfPhoto = endpoint({
  method: 'GET',
  path: '/User/SelfPhoto',
  duringPasswordChange: true,
  access: 'signed-in',
  summary:
    "The signed-in user's photo (JPEG or PNG) at the version GetSelfInfo's employeePhoto names; the browser may keep it for a year, since a new photo has a new version. 404 when there is no photo or it has changed since.",
  query: z.object({ v: z.string().regex(PHOTO_VERSION, 'Invalid photo version.') }),
  file: 'image',
});

/**
 * The signed-in user as GetSelfInfo answers it: the photo by its address rather than inline, as this
 * is asked on every page load and its answer is never cached.
 */
export const selfUser = user.extend({
  /** The photo's address under the site (`/api/User/SelfPhoto?v=…`, see getSelfPhoto), or null. */
  employeePhoto: z.string().nullable(),
});
export type SelfUser = z.infer<typeof selfUser>;

export const getSelfInfo = endpoint({
  method: 'GET',
  path: '/User/GetSelfInfo',
  duringPasswordChange: true,
  access: 'signed-in',
  summary: 'The signed-in user; the photo is given by its address (GET /User/SelfPhoto), not inline.',
  response: z.object({ success: z.literal(true), data: selfUser }),
});

const passwordField = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(1000);

export const changePasswordBody = z
  .object({
    currentPassword: passwordField('Current password'),
    newPassword: passwordField('New password'),
    confirmPassword: passwordField('Confirm password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export const changePassword = endpoint({
  method: 'POST',
  path: '/User/ChangePassword',
  duringPasswordChange: true,
  access: 'signed-in',
  revokesSessions: true,
  summary: 'Changes the own password; ends the user’s other sessions.',
  body: changePasswordBody,
  response: okMessage,
});

export const resetPasswordByUsername = endpoint({
  method: 'POST',
  path: '/User/ResetPasswordByUsername',
  access: 'public',
  summary: 'E-mails a new password to the account’s primary address (forgot password).',
  body: z.object({
    Username: z
      .string({ error: messages.required('Username') })
      .trim()
      .min(1, messages.required('Username'))
      .max(100),
  }),
  response: okMessage,
});

export const resetPasswordLoggedIn = endpoint({
  method: 'GET',
  path: '/User/ResetPasswordLoggedIn',
  access: 'signed-in',
  revokesSessions: true,
  summary: 'E-mails the signed-in user a new password.',
  response: okMessage,
});

export const sendReportBoxBody = z.object({
  description: z
    .string({ error: messages.required('Description') })
    .trim()
    .min(1, messages.required('Description'))
    .max(5000),
  locationPath: z.string().max(2000).default(''),
  browser: z.string().max(1000).default(''),
});

export const sendReportBox = endpoint({
  method: 'POST',
  path: '/User/SendReportBox',
  duringPasswordChange: true,
  access: 'signed-in',
  summary: 'Stores a bug report and e-mails it to the support address.',
  body: sendReportBoxBody,
  response: okMessage,
});

export const selfEndpoints = {
  getSelfInfo,
  getSelfPhoto,
  changePassword,
  resetPasswordByUsername,
  resetPasswordLoggedIn,
  sendReportBox,
};
