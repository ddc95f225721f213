export { JobRemindersPanel } from './JobRemindersPanel.tsx';
export { remindersKey } from './reminders.queries.ts';
