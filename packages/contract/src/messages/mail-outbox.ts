/** E-mail the application sends (the outbox, apps/server/src/platform/mail.ts) and its administration screen. */
export const mailOutboxMessages = {
  /** Every e-mail that could not be sent at once: the one answer, on every screen. */
  mailQueued: 'The e-mail is queued — it will be sent as soon as the mail server accepts it.',
  mailOutboxTitle: 'Mail Outbox',
  mailOutboxEmpty: 'No e-mails to show.',
  mailNotInOutbox: 'That e-mail is no longer in the outbox.',
  mailAlreadySent: 'That e-mail has been sent already.',
  mailResent: 'The e-mail was sent.',
  mailDiscarded: 'The e-mail was discarded.',
  mailDiscardTitle: 'Discard this e-mail?',
  mailDiscardConfirm: (subject: string, to: string) => `'${subject}' to ${to} will be deleted and never sent.`,
  /** The home page's warning to administrators. */
  mailFailingTitle: 'E-mail is not being delivered',
  mailFailing: (since: string, waiting: number) =>
    `Sending e-mail has failed since ${since}; ${waiting === 1 ? 'one message is' : `${waiting} messages are`} waiting in the outbox.`,
  mailFailingOpen: 'Open the mail outbox',
} as const;
