import { z } from 'zod';
import { INT_MAX, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { LIST_EXPORT } from './paging.ts';
import { user } from './self.ts';

/**
 * User administration (spec 1 §2 /Admin/UserList, /Admin/User/{userId}, the Edit / Create New User
 * form; §4 user account and password reset; §5 user form; §7 User). Access: 'admin.users', except
 * the user picker list, which any signed-in user may read.
 */

/** Photo file extensions the form accepts (spec 1 §9); the server checks the bytes. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Longest photo data URL accepted: the client scales photos down before sending them. */
export const PHOTO_MAX_CHARS = 900_000;
/** The server stores photos scaled to fit this square (pixels). */
export const PHOTO_MAX_SIDE = 320;
/** Usernames: letters, digits and . _ - @ (no spaces). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

/** A user id in a request body. */
const userIdField = z.coerce
  .number({ error: messages.required('User') })
  .int(messages.required('User'))
  .max(INT_MAX, messages.required('User'))
  .positive(messages.required('User'));

// ——— list ———

export const userCard = z.object({
  userId: int(),
  fullName: z.string(),
  username: z.string(),
  positionTitle: z.string(),
  roleName: z.string().nullable(),
  enabled: z.boolean(),
  /** A data URL of the photo, or null (the card then shows initials). */
  employeePhoto: z.string().nullable(),
  /** The primary e-mail, else the first one. */
  email: z.string().nullable(),
  /** The primary phone number, else the first one. */
  phoneNumber: z.string().nullable(),
});
export type UserCard = z.infer<typeof userCard>;

export const getAllUsers = endpoint({
  method: 'POST',
  path: '/Administrator/GetAllUsers',
  access: 'admin.users',
  summary: 'The enabled users (enabled: true) or the disabled ones (enabled: false), by last name.',
  body: z.object({ enabled: z.boolean({ error: 'enabled must be true or false.' }).default(true) }),
  response: z.object({ success: z.literal(true), data: z.object({ userList: z.array(userCard) }) }),
});

export const getAllUsersExport = endpoint({
  method: 'POST',
  path: '/Administrator/GetAllUsers/Export',
  access: 'admin.users',
  summary: `GetAllUsers' users (enabled or disabled), ${LIST_EXPORT}.`,
  body: z.object({ enabled: z.boolean({ error: 'enabled must be true or false.' }).default(true) }),
  file: 'xlsx',
});

export const getUser = endpoint({
  method: 'POST',
  path: '/User/GetUser',
  access: 'admin.users',
  summary: 'One user with role, phones, e-mails and office assignments.',
  body: z.object({ userId: userIdField }),
  response: z.object({ success: z.literal(true), data: user }),
});

// ——— the Edit / Create New User form ———

/** An id of an existing phone or e-mail row; 0, null or absent for a new one. */
const rowId = int().nonnegative().nullable().optional();

export const userFormPhone = z.object({
  phoneNumberId: rowId,
  phoneNumber: requiredText(messages.required('Phone number'), 40),
  typeId: int().positive().nullable().optional(),
  primary: z.boolean().default(false),
});

export const userFormEmail = z.object({
  emailId: rowId,
  email: z
    .string({ error: messages.required('Email') })
    .trim()
    .min(1, messages.required('Email'))
    .max(254, messages.invalidEmail)
    .pipe(z.email(messages.invalidEmail)),
  primary: z.boolean().default(false),
});

export const userFormFields = z.object({
  username: requiredText(messages.required('Username'), 100).regex(USERNAME_PATTERN, messages.usernameCharacters),
  firstName: requiredText(messages.required('First name'), 100),
  lastName: requiredText(messages.required('Last name'), 100),
  positionTitle: requiredText(messages.required('Position title'), 100),
  roleId: z
    .number({ error: messages.selectUserRole })
    .int(messages.selectUserRole)
    .max(INT_MAX, messages.selectUserRole)
    .positive(messages.selectUserRole),
  emails: z.array(userFormEmail, { error: messages.setUserEmail }).min(1, messages.setUserEmail).max(20),
  phoneNumbers: z.array(userFormPhone).max(20).default([]),
  /** Office ids; the { officeLocationId } objects GetUser answers are accepted too. */
  officeLocations: z
    .array(
      z.union([
        int().positive(),
        z.object({ officeLocationId: int().positive() }).transform((o) => o.officeLocationId),
      ]),
    )
    .max(100)
    .default([]),
  /**
   * A data URL (jpeg or png) of the photo, or null to remove it. Left out, or the photo the user
   * already has, keeps it.
   */
  employeePhoto: z.string().max(PHOTO_MAX_CHARS, messages.payloadTooLarge).nullable().optional(),
});

/** Exactly one phone or e-mail is primary: more than one is refused (with none, the first e-mail becomes primary). */
const onePrimary = (v: { emails: { primary?: boolean }[]; phoneNumbers?: { primary?: boolean }[] }) =>
  [...v.emails, ...(v.phoneNumbers ?? [])].filter((e) => e.primary).length <= 1;

export const createUserBody = userFormFields.refine(onePrimary, { message: messages.onePrimary, path: ['emails'] });
export type CreateUserBody = z.input<typeof createUserBody>;
export type CreateUserData = z.output<typeof createUserBody>;

export const editUserBody = userFormFields
  .extend({ userId: userIdField })
  .refine(onePrimary, { message: messages.onePrimary, path: ['emails'] });
export type EditUserBody = z.input<typeof editUserBody>;
export type EditUserData = z.output<typeof editUserBody>;

const savedUser = z.object({ success: z.literal(true), message: z.string(), userId: int() });

export const createUser = endpoint({
  method: 'POST',
  path: '/User/CreateUser',
  access: 'admin.users',
  summary: 'Creates a user; a random password is e-mailed to them, to be changed at the first sign-in.',
  body: createUserBody,
  response: savedUser,
});

export const editUser = endpoint({
  method: 'POST',
  path: '/User/EditUser',
  access: 'admin.users',
  revokesSessions: true,
  summary: 'Saves a user; the phone, e-mail and office lists are replaced by the ones sent.',
  body: editUserBody,
  response: savedUser,
});

// ——— account actions ———

export const setUserEnabled = endpoint({
  method: 'POST',
  path: '/Administrator/SetUserEnabled',
  access: 'admin.users',
  revokesSessions: true,
  summary: 'Activates or deactivates a user; deactivating ends all their sessions.',
  body: z.object({
    userId: userIdField,
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
  }),
  response: okMessage,
});

export const resetPasswordById = endpoint({
  method: 'POST',
  path: '/User/ResetPasswordById',
  access: 'admin.users',
  revokesSessions: true,
  summary: 'E-mails the user a new password, to be changed at the next sign-in; ends their sessions.',
  body: z.object({ userId: userIdField }),
  response: okMessage,
});

// ——— picker ———

export const userListItem = z.object({ userId: int(), fullName: z.string() });
export type UserListItem = z.infer<typeof userListItem>;

/**
 * Every enabled user's name: only the one screen that picks from it may read it, the asset failure
 * form's technician (spec 4 §7; its route needs 'inventory.assets'). Job reminders pick their users
 * from /Reminder/RemindersUsers, the user administration from /Administrator/GetAllUsers.
 */
export const userList = endpoint({
  method: 'GET',
  path: '/User/UserList',
  access: 'inventory.assets',
  summary: 'The enabled users by name, for the technician picker of the asset failure form.',
  response: z.object({ success: z.literal(true), data: z.array(userListItem) }),
});

export const usersEndpoints = {
  getAllUsers,
  getAllUsersExport,
  getUser,
  createUser,
  editUser,
  setUserEnabled,
  resetPasswordById,
  userList,
};
