import { randomUUID } from 'node:crypto';
import { fieldTicketList, getFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, drawSignatureWithFinger, isoDay, openSection } from './support.ts';

// What the outbox's stories (outbox.spec.ts) share: the header's indicator and field tickets.

export const TICKET_JOB = 'Sandoval 3-9 Completion – frac wall';
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The header's indicator: its name says online or offline and how much waits. */
export const indicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Online|Offline), / });

/** The field tickets of a job's installation whose first roustabout is `name`. */
export async function ticketsNamed(request: APIRequestContext, token: string, jobId: number, name: string) {
  const list = (await api(request, token, fieldTicketList, { query: { jobId, stepId: 10 } })).data;
  const tickets = await Promise.all(
    list.map(async (t) => (await api(request, token, getFieldTicket, { query: { id: t.fieldTicketId } })).data),
  );
  return tickets.filter((t) => t.fieldTicketRoustabouts.some((r) => r.name === name));
}

/** Starts a new field ticket on the page (online) and fills it with a roustabout and, offline or not, both signatures. */
export async function fillTicket(page: Page, roustabout: string, signatures: boolean) {
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await openSection(ticket, 'Date and Roustabouts');
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Name' }).fill(roustabout);
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Hours' }).fill('8');
  if (signatures) {
    await openSection(ticket, 'Signatures');
    const client = ticket.getByRole('group', { name: 'Client Signature' });
    await drawSignatureWithFinger(page, client);
    await client.getByRole('textbox', { name: 'Client Printed Name' }).fill('Dale Whitaker');
    const supervisor = ticket.getByRole('group', { name: 'Supervisor Signature' });
    await drawSignatureWithFinger(page, supervisor);
    await supervisor.getByRole('textbox', { name: 'Supervisor Name' }).fill('Cody Braddock');
  }
  await ticket.getByRole('button', { name: 'Save Ticket' }).click();
}

/** A field ticket body of the job's installation with one roustabout. */
export const ticketBody = (jobId: number, roustabout: string) => ({
  fieldTicketId: 0,
  jobId,
  stepId: 10,
  requestKey: randomUUID(),
  date: isoDay(0),
  submit: false,
  equipmentForms: [],
  fieldTicketRoustabouts: [{ name: roustabout, hours: '8' }],
  fieldTicketComments: [],
  clientSignaturePrint: '',
  clientSignatureData: null,
  supervisorSignaturePrint: '',
  supervisorSignatureData: null,
});
