import { z } from 'zod';
import { INT_MAX, id, int, okMessage, requiredText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { messages } from './messages.ts';

export const office = z.object({
  officeLocationId: int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string().nullable(),
  faxNumber: z.string().nullable(),
});
export type Office = z.infer<typeof office>;

/** Optional text: trimmed, and blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

/** The office form's values: the client validates with the same schema the server does. */
export const officeFields = z.object({
  name: requiredText(messages.required('Name'), 200),
  address: requiredText(messages.required('Address'), 200),
  city: requiredText(messages.required('City'), 100),
  state: requiredText(messages.required('State'), 50),
  zipCode: requiredText(messages.required('Zip code'), 20),
  phoneNumber: optionalText(40),
  faxNumber: optionalText(40),
});

export const getOfficeList = endpoint({
  method: 'GET',
  path: '/Office/GetOfficeList',
  // The screens that show it, each behind its own permission: the office administration, and the
  // office pickers of the user form, the opportunity form, call intake and the new yard form.
  access: ['admin.offices', 'admin.users', 'opportunities.edit', 'calls.intake', 'inventory.adjust'],
  summary: 'Every office location, by name, for the office administration and the office pickers.',
  response: z.object({ success: z.literal(true), data: z.array(office) }),
});

export const getOffice = endpoint({
  method: 'POST',
  path: '/Office/GetOffice',
  access: 'admin.offices',
  summary: 'One office location, for the edit form.',
  body: z.object({ id }),
  response: z.object({ success: z.literal(true), data: office }),
});

export const saveOffice = endpoint({
  method: 'POST',
  path: '/Office/SaveOffice',
  access: 'admin.offices',
  summary: 'Creates (officeLocationId 0) or updates an office location.',
  body: officeFields.extend({
    /** 0 creates a new office. */
    officeLocationId: z
      .number({ error: 'officeLocationId must be a whole number (0 creates).' })
      .int()
      .min(0)
      .max(INT_MAX, 'officeLocationId must be a whole number (0 creates).'),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), officeLocationId: int() }),
});

export const deleteOffice = endpoint({
  method: 'POST',
  path: '/Office/DeleteOffice',
  access: 'admin.offices',
  summary: 'Deletes an office location that no user or opportunity is assigned to (409 otherwise).',
  body: z.object({ id }),
  response: okMessage,
});

export const officeEndpoints = { getOfficeList, getOffice, saveOffice, deleteOffice };
