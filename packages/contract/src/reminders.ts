/** Job reminders (spec 3 §2.13, §5 'Reminder', §7 Reminders). */
export const remindersEndpoints = {};
