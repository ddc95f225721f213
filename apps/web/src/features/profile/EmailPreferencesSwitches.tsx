import { messages } from '@fieldbook/contract/messages';
import type { EmailPreferences } from '@fieldbook/contract/profile';
import { Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useEmailPreferences, useSaveEmailPreferences } from './profile.queries.ts';

/** The two e-mails a user may turn off: each switch saves at once. */
export function EmailPreferencesSwitches() {
  const saved = useEmailPreferences();
  const save = useSaveEmailPreferences();
  // What the tap asked for, shown from the tap itself: the switch is controlled, and React puts a
  // controlled input back to its prop right after the event, so waiting for the saved answer to reach
  // the cache let the switch flick back under the thumb before it moved.
  const [asked, setAsked] = useState<EmailPreferences | null>(null);
  const prefs = asked ?? saved.data;
  if (!prefs) return null;
  const set = (change: Partial<EmailPreferences>) => {
    const next = { ...prefs, ...change };
    setAsked(next);
    save.mutate(next, {
      onSuccess: (a) => notifications.show({ color: 'green', message: a.message }),
      onError: (err) => notifications.show({ color: 'red', message: err.message }),
      onSettled: () => setAsked(null),
    });
  };
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
