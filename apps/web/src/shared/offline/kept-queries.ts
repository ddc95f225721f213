import type { QueryKey } from '@tanstack/react-query';

/**
 * The answers kept on the device (shared/offline/device-cache.ts), by the start of their query key:
 * what the field screens read, and what the frame needs to draw itself. Nothing else is written to
 * the device: office screens need a connection anyway, and their data is no business of a phone
 * left in a truck. docs/decisions/field-offline.md, "The device's copy of the crew's data".
 */
export const KEPT_QUERIES: readonly (readonly string[])[] = [
  // The frame: who is signed in (with the role's permissions) and the menus and tab bars from the server.
  ['self'],
  ['navigation'],
  // The job list, each job's page (and the parts its one answer seeds), the opportunity header above it.
  ['jobs'],
  ['jobPage'],
  ['job'],
  ['opportunities', 'profile'],
  // The field forms of a job and what they pick from (the JSA's safety library comes with its form's
  // options; the photos of an equipment form are not kept: a thumbnail not seen online stays empty).
  ['equipmentForms'],
  ['equipmentTemplates'],
  ['fieldTicket'],
  ['fieldTicketCommentTypes'],
  ['jsa'],
  ['surveys'],
  ['survey'],
  ['surveyOptions'],
  // Timesheets and their entry form's choices.
  ['timesheets'],
  ['employees', 'options'],
];

/** Whether a query's answer is kept on the device. */
export const isKept = (key: QueryKey): boolean =>
  KEPT_QUERIES.some((prefix) => prefix.every((part, i) => key[i] === part));
