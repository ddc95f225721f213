import { messages } from '@fieldbook/contract/messages';
import type { EmailPreferences } from '@fieldbook/contract/profile';
import { Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEmailPreferences, useSaveEmailPreferences } from './profile.queries.ts';

/** The two e-mails a user may turn off: each switch saves at once. */
export function EmailPreferencesSwitches() {
  const saved = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const prefs = saved.data;
  if (!prefs) return null;
  const set = (change: Partial<EmailPreferences>) =>
    save.mutate(
      { ...prefs, ...change },
      {
        onSuccess: (a) => notifications.show({ color: 'green', message: a.message }),
        onError: (err) => notifications.show({ color: 'red', message: err.message }),
      },
    );
  return (
    <Stack gap="xs">
      <Switch
        label={messages.reminderEmailsLabel}
        checked={prefs.reminderEmails}
        disabled={save.isPending}
        onChange={(e) => set({ reminderEmails: e.currentTarget.checked })}
      />
      <Switch
        label={messages.calibrationEmailsLabel}
        checked={prefs.calibrationEmails}
        disabled={save.isPending}
        onChange={(e) => set({ calibrationEmails: e.currentTarget.checked })}
      />
    </Stack>
  );
}
