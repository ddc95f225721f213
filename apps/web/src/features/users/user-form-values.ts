import type { User } from '@fieldbook/contract/self';
import type { CreateUserBody } from '@fieldbook/contract/users';
import type { UseFormReturnType } from '@mantine/form';

/** The form's values: the create request as typed; roleId 0 until a role is chosen. */
export type Values = CreateUserBody;

/** The user form, as its parts take it. */
export type UserFormValues = UseFormReturnType<Values>;

/**
 * Exactly one entry is primary: with several (older data), the first primary e-mail wins, else the
 * first primary phone; with none, the first e-mail (as the server would).
 */
function onePrimary(v: Values): Values {
  const phones = v.phoneNumbers ?? [];
  const emailIndex = v.emails.findIndex((e) => e.primary);
  const phoneIndex = emailIndex < 0 ? phones.findIndex((p) => p.primary) : -1;
  const keepEmail = emailIndex >= 0 ? emailIndex : phoneIndex >= 0 ? -1 : 0;
  return {
    ...v,
    emails: v.emails.map((e, i) => ({ ...e, primary: i === keepEmail })),
    phoneNumbers: phones.map((p, i) => ({ ...p, primary: i === phoneIndex })),
  };
}

export const initialValues = (user: User | null): Values =>
  user
    ? onePrimary({
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        positionTitle: user.positionTitle,
        roleId: user.roleId ?? 0,
        phoneNumbers: user.phoneNumbers.map((p) => ({
          phoneNumberId: p.phoneNumberId,
          phoneNumber: p.phoneNumber,
          typeId: p.typeId,
          primary: p.primary,
        })),
        emails: user.emails.map((e) => ({ emailId: e.emailId, email: e.email, primary: e.primary })),
        officeLocations: user.officeLocations.map((o) => o.officeLocationId),
      })
    : {
        username: '',
        firstName: '',
        lastName: '',
        positionTitle: '',
        roleId: 0,
        phoneNumbers: [],
        emails: [{ emailId: 0, email: '', primary: true }],
        officeLocations: [],
      };

/** A row's React key: its saved id, else its place among the rows not saved yet (inputs are controlled). */
export const rowKey = (id: number | null | undefined, index: number) => (id ? `saved-${id}` : `new-${index}`);
