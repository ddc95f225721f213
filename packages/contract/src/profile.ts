import { z } from 'zod';
import { INT_MAX, int, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';
import { email, phoneNumber } from './self.ts';

/**
 * The user profile (spec 1 §2 /User/Profile, /User/EditSignature, /Signature; §5 profile phone and
 * e-mail dialogs; §7 User): phones and e-mails, personal documents and the stored signature.
 * Phones and e-mails of one's own account need 'admin.phoneEmail', another user's 'admin.users':
 * the routes are 'signed-in' and the service applies that rule (profile.policy.ts).
 */

/** File extensions the signature editor accepts (spec 1 §2); the server checks the bytes. */
export const SIGNATURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The signature crop (spec 1 §9). */
export const SIGNATURE_ASPECT = 16 / 9;
/** The drawing size of the signature pad (spec 1 §9). */
export const SIGNATURE_PAD = { width: 500, height: 200 } as const;
/** Longest display name of a personal document. */
export const USER_DOCUMENT_NAME_MAX = 200;

/** An id in a JSON body. */
const bodyId = (label: string) =>
  z
    .number({ error: messages.required(label) })
    .int(messages.required(label))
    .max(INT_MAX, messages.required(label))
    .positive(messages.required(label));
/** An id in a query string (text). */
const queryId = (label: string) =>
  z.coerce
    .number({ error: messages.required(label) })
    .int(messages.required(label))
    .max(INT_MAX, messages.required(label))
    .positive(messages.required(label));
/** 0 means a new row (spec 1 §7). */
const rowId = (label: string) =>
  z
    .number({ error: messages.required(label) })
    .int(messages.required(label))
    .max(INT_MAX, messages.required(label))
    .nonnegative(messages.required(label));

// ——— phone types ———

export const phoneTypeEntry = z.object({ typeId: int(), typeName: z.string() });
export type PhoneTypeEntry = z.infer<typeof phoneTypeEntry>;

export const getPhoneTypes = endpoint({
  method: 'GET',
  path: '/User/GetPhoneTypes',
  access: 'signed-in',
  summary: 'The phone types (Mobile, Office, …) for the phone dialogs.',
  response: z.object({ success: z.literal(true), phoneTypeList: z.array(phoneTypeEntry) }),
});

// ——— phones and e-mails ———

/**
 * Both lists come back from either save: making one entry primary clears the primary flag of every
 * other phone and e-mail of the user (exactly one is primary, spec 1 §5).
 */
const contactLists = {
  success: z.literal(true),
  message: z.string(),
  phoneList: z.array(phoneNumber),
  emailList: z.array(email),
};

export const savePhoneNumberBody = z.object({
  userId: bodyId('User'),
  phoneNumberId: rowId('Phone number id'),
  phoneNumber: requiredText(messages.required('Phone number'), 40),
  primary: z.boolean().default(false),
  typeId: int().positive().nullable().default(null),
});
export type SavePhoneNumberBody = z.input<typeof savePhoneNumberBody>;

export const savePhoneNumber = endpoint({
  method: 'POST',
  path: '/User/SavePhoneNumber',
  access: 'signed-in',
  summary: "Adds (phoneNumberId 0) or edits a phone number. Own: 'admin.phoneEmail'; another user's: 'admin.users'.",
  body: savePhoneNumberBody,
  response: z.object(contactLists),
});

export const saveEmailBody = z.object({
  userId: bodyId('User'),
  emailId: rowId('Email id'),
  email: z
    .string({ error: messages.required('Email') })
    .trim()
    .min(1, messages.required('Email'))
    .max(254, messages.invalidEmail)
    .pipe(z.email(messages.invalidEmail)),
  primary: z.boolean().default(false),
});
export type SaveEmailBody = z.input<typeof saveEmailBody>;

export const saveEmail = endpoint({
  method: 'POST',
  path: '/User/SaveEmail',
  access: 'signed-in',
  summary: "Adds (emailId 0) or edits an e-mail address. Own: 'admin.phoneEmail'; another user's: 'admin.users'.",
  body: saveEmailBody,
  response: z.object(contactLists),
});

const permissionCheck = z.object({ success: z.literal(true) });

export const checkPhonePermission = endpoint({
  method: 'GET',
  path: '/User/CheckPhonePermission',
  access: 'admin.phoneEmail',
  summary: 'Succeeds when the user may edit the own phone numbers (403 otherwise).',
  response: permissionCheck,
});

export const checkEmailPermission = endpoint({
  method: 'GET',
  path: '/User/CheckEmailPermission',
  access: 'admin.phoneEmail',
  summary: 'Succeeds when the user may edit the own e-mail addresses (403 otherwise).',
  response: permissionCheck,
});

// ——— signature ———

export const getUserSignature = endpoint({
  method: 'GET',
  path: '/User/UserSignature',
  access: 'signed-in',
  summary: "The stored signature as image/png (404 when none). Own: anyone; another user's: 'admin.users'.",
  query: z.object({ userId: queryId('User') }),
  file: 'image',
});

export const saveUserSignature = endpoint({
  method: 'POST',
  path: '/User/UserSignature',
  access: 'signed-in',
  summary:
    "multipart/form-data with `file` (JPG or PNG bytes) and `userId`: stored as PNG. Own: anyone; another user's: 'admin.users'.",
  multipart: true,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const selfCheck = endpoint({
  method: 'GET',
  path: '/User/SelfCheck',
  access: 'signed-in',
  summary: 'The id of the signed-in user.',
  response: z.object({ success: z.literal(true), id: int() }),
});

// ——— personal documents ———

export const userDocument = z.object({
  userDocumentId: int(),
  name: z.string(),
  filename: z.string(),
});
export type UserDocument = z.infer<typeof userDocument>;

export const getUserDocumentList = endpoint({
  method: 'GET',
  path: '/User/GetUserDocumentList',
  access: 'signed-in',
  summary: 'The personal documents of the signed-in user, newest first.',
  response: z.object({ success: z.literal(true), data: z.array(userDocument) }),
});

/** The most a user's personal documents may take up together, in MB (of 1024 × 1024 bytes). */
export const USER_DOCUMENTS_QUOTA_MB = 200;

/** The optional `name` field of the upload: trimmed; empty means the file name. */
export const userDocumentName = z
  .string()
  .trim()
  .max(USER_DOCUMENT_NAME_MAX, `At most ${USER_DOCUMENT_NAME_MAX} characters.`);
/** The text field of the upload form (multipart); the file travels in the field `file`. */
export const userDocumentUploadFields = z.object({ name: userDocumentName });

export const saveUserDocument = endpoint({
  method: 'POST',
  path: '/User/SaveUserDocument',
  access: 'signed-in',
  summary: 'multipart/form-data with one `file` and an optional `name` (default: the file name).',
  multipart: true,
  response: z.object({ success: z.literal(true), message: z.string(), data: userDocument }),
});

export const getUserDocument = endpoint({
  method: 'GET',
  path: '/User/GetUserDocument',
  access: 'signed-in',
  summary: 'One of the own personal documents, as a download (404 for anyone else’s).',
  query: z.object({ documentId: queryId('Document') }),
  file: 'document',
});

export const deleteUserDocument = endpoint({
  method: 'POST',
  path: '/User/DeleteUserDocument',
  access: 'signed-in',
  summary: 'Deletes one of the own personal documents and its file.',
  body: z.object({ id: bodyId('Document') }),
  response: z.object({ success: z.literal(true), message: z.string() }),
});

/** The e-mails a user may turn off in the profile. */
export const emailPreferences = z.object({
  reminderEmails: z.boolean({ error: 'Reminder e-mails must be on or off.' }),
  calibrationEmails: z.boolean({ error: 'Calibration e-mails must be on or off.' }),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;

export const getEmailPreferences = endpoint({
  method: 'GET',
  path: '/User/EmailPreferences',
  access: 'signed-in',
  summary: "The signed-in user's choices: job reminders and the weekly calibration list by e-mail.",
  response: z.object({ success: z.literal(true), data: emailPreferences }),
});

export const saveEmailPreferences = endpoint({
  method: 'POST',
  path: '/User/EmailPreferences',
  access: 'signed-in',
  summary: "Saves the signed-in user's e-mail choices.",
  body: emailPreferences,
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const profileEndpoints = {
  getEmailPreferences,
  saveEmailPreferences,
  getPhoneTypes,
  savePhoneNumber,
  saveEmail,
  checkPhonePermission,
  checkEmailPermission,
  getUserSignature,
  saveUserSignature,
  selfCheck,
  getUserDocumentList,
  saveUserDocument,
  getUserDocument,
  deleteUserDocument,
};
