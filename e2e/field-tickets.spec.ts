import { randomUUID } from 'node:crypto';
import { saveFieldTicket } from '@fieldbook/contract/forms-field-tickets';
import { expect } from '@playwright/test';
import {
  api,
  apiToken,
  choose,
  demo,
  demoJob,
  drawSignature,
  openSection,
  signedInAs,
  test,
  waitForMail,
} from './support.ts';

/** A 1 × 1 PNG, as a signature pad's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('a supervisor creates a field ticket with roustabout hours and both signatures, and submits it', async ({
  page,
  request,
}) => {
  const job = await demoJob(request, 'Sandoval 3-9 Completion – frac wall');
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('Installation')}/FieldTickets`);
  await expect(page.getByRole('heading', { name: 'Field Tickets' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Ticket' }).click();

  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await expect(ticket.getByText('No Roustabout Hours Recorded')).toBeVisible();
  // The day's equipment forms of the job (the demo's light tower among them) can be listed on the ticket.
  const forms = ticket.getByRole('table', { name: 'Equipment forms of the ticket' });
  await expect(forms.getByRole('row', { name: /Light Tower · LT-104/ })).toBeVisible();
  await forms.getByRole('checkbox', { name: 'List Light Tower LT-104 on the ticket' }).check();
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Name' }).fill('Rosa Jimenez');
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Hours' }).fill('9.5');
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('textbox', { name: 'Roustabout 2 Name' }).fill('Tomas Reyes');
  await ticket.getByRole('textbox', { name: 'Roustabout 2 Hours' }).fill('8');

  // The submit rules: printed names, digits-only hours, a signature for a comment type that needs one.
  await ticket.getByRole('button', { name: 'Add Comment' }).click();
  await choose(page, 'Comment 1 Type', 'Standby / Delay', { scope: ticket });
  await ticket.getByRole('textbox', { name: 'Comment 1', exact: true }).fill('Two hours standby for the crane.');
  await ticket.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(ticket.getByText('Please fill out the Client Printed Name under Client Signature.')).toBeVisible();
  await expect(ticket.getByText('Please fill out the Supervisor Name under Supervisor Signature.')).toBeVisible();
  await expect(ticket.getByText('Please enter the hours as digits only.')).toBeVisible();
  await expect(ticket.getByText('Please enter the signee name.')).toBeVisible();

  await ticket.getByRole('textbox', { name: 'Roustabout 1 Hours' }).fill('10');
  const commentSig = ticket.getByRole('group', { name: 'Comment 1 Signature' });
  await commentSig.getByRole('textbox', { name: 'Comment 1 Signee' }).fill('Dale Whitaker');
  await drawSignature(page, commentSig);
  const client = ticket.getByRole('group', { name: 'Client Signature' });
  await drawSignature(page, client);
  await client.getByRole('textbox', { name: 'Client Printed Name' }).fill('Dale Whitaker');
  const supervisor = ticket.getByRole('group', { name: 'Supervisor Signature' });
  await drawSignature(page, supervisor);
  await supervisor.getByRole('textbox', { name: 'Supervisor Name' }).fill('Cody Braddock');
  await ticket.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Field ticket submitted.')).toBeVisible();

  // Submitted: the detail with its sections, signatures and history.
  const detail = page.getByRole('article', { name: /^Field Ticket/ });
  // The status badge (the closed history also holds a 'Submitted' row, hidden until View History).
  await expect(detail.getByText('Submitted', { exact: true }).filter({ visible: true })).toBeVisible();
  const roustabouts = detail.getByRole('table', { name: 'Roustabouts' });
  await expect(roustabouts.getByRole('row', { name: 'Rosa Jimenez 10' })).toBeVisible();
  await expect(roustabouts.getByRole('row', { name: 'Total 18' })).toBeVisible();
  await expect(
    detail
      .getByRole('table', { name: 'Equipment forms of the ticket' })
      .getByRole('row', { name: /Light Tower · LT-104/ }),
  ).toBeVisible();
  await expect(detail.getByText('Two hours standby for the crane.')).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Signature of Dale Whitaker' })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Client signature' })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Supervisor signature' })).toBeVisible();
  await detail.getByRole('button', { name: 'View History' }).click();
  await expect(detail.getByRole('table', { name: 'History' }).getByRole('cell', { name: 'Submitted' })).toBeVisible();
  await expect(
    detail.getByRole('table', { name: 'History' }).getByRole('cell', { name: 'Cody Braddock' }),
  ).toBeVisible();

  // Back in the list, the ticket shows as completed.
  await page.goto(`${job.url('Installation')}/FieldTickets`);
  await expect(
    page.getByRole('table', { name: 'Field tickets' }).getByRole('img', { name: 'Completed' }).first(),
  ).toBeVisible();
});

test('an office user reads a field ticket without changing it, and e-mails it', async ({ page, request }) => {
  const job = await demoJob(request, 'Sandoval 3-9 Completion – frac wall');
  const token = await apiToken(request);
  const { id } = await api(request, token, saveFieldTicket, {
    body: {
      fieldTicketId: 0,
      jobId: job.jobId,
      stepId: 10,
      requestKey: randomUUID(),
      date: '2026-11-20',
      submit: false,
      equipmentForms: [],
      fieldTicketRoustabouts: [{ name: 'Luis Ortega', hours: '7' }],
      fieldTicketComments: [],
      clientSignaturePrint: '',
      clientSignatureData: null,
      supervisorSignaturePrint: 'Cody Braddock',
      supervisorSignatureData: PNG,
    },
  });
  await signedInAs(page, demo.office);
  await page.goto(`${job.url('Installation')}/FieldTickets/${id}`);
  const detail = page.getByRole('article', { name: 'Field Ticket – November 20, 2026' });
  await expect(detail.getByText('Not submitted')).toBeVisible();
  await expect(detail.getByRole('row', { name: 'Luis Ortega 7' })).toBeVisible();
  await expect(detail.getByText('No Signature Available')).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Supervisor signature' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Edit Ticket' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'PDF' })).toBeVisible();
  await detail.getByRole('button', { name: 'Email' }).click();
  const mail = page.getByRole('form', { name: 'Email field ticket' });
  await mail.getByRole('textbox', { name: 'To Email' }).fill('dale.whitaker@example.com');
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^The field ticket was sent to dale\.whitaker@example\.com\./)).toBeVisible();
  const sent = await waitForMail((m) => m.to.includes('dale.whitaker@example.com'));
  expect(sent.subject).toContain('Field Ticket');
});

test('@phone a supervisor records a tear-down ticket on a phone', async ({ page, request }) => {
  const job = await demoJob(request, 'Mesa Verde 21-4 Pad – blanket wrap');
  await signedInAs(page, demo.supervisor);
  await page.goto(`${job.url('TearDown')}/FieldTickets/new`);
  const ticket = page.getByRole('form', { name: 'Field ticket' });
  await ticket.getByRole('button', { name: 'Add Roustabout' }).click();
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Name' }).fill('Rosa Jimenez');
  await ticket.getByRole('textbox', { name: 'Roustabout 1 Hours' }).fill('6');
  await openSection(ticket, 'Signatures');
  const client = ticket.getByRole('group', { name: 'Client Signature' });
  await drawSignature(page, client);
  await client.getByRole('textbox', { name: 'Client Printed Name' }).fill('Marta Quintana');
  await ticket
    .getByRole('group', { name: 'Supervisor Signature' })
    .getByRole('textbox', { name: 'Supervisor Name' })
    .fill('Cody Braddock');
  // Nothing runs off a 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await ticket.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Field ticket submitted.')).toBeVisible();
  const detail = page.getByRole('article', { name: /^Field Ticket/ });
  await expect(detail.getByRole('img', { name: 'Client signature' })).toBeVisible();
  await expect(detail.getByText('No Signature Available')).toBeVisible();
});
