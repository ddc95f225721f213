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

export const getSelfInfo = endpoint({
  method: 'GET',
  path: '/User/GetSelfInfo',
  duringPasswordChange: true,
  access: 'signed-in',
  summary: 'The signed-in user.',
  response: z.object({ success: z.literal(true), data: user }),
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
  changePassword,
  resetPasswordByUsername,
  resetPasswordLoggedIn,
  sendReportBox,
};
