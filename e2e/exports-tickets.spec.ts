import { closeShopTicket } from '@fieldbook/contract/inventory-shop';
import { createPickOrder } from '@fieldbook/contract/inventory-transfers';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { newTicket, workshop } from './inventory-shop-kit.ts';
import { exportedSheet } from './spreadsheets.ts';
import { api, apiToken, choose, demo, newJob, signedInAs, test } from './support.ts';

/** The ticket lists to Excel: Export downloads a list's tickets as the screen filters and sorts them. */

test("the office exports a yard's pick tickets and shop tickets as the lists sort them", async ({ page }) => {
  const s = `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const w = await workshop(page.request, s);
  await signedInAs(page, demo.admin);
  // Two pick tickets from the yard, to Alpha then to Bravo; a third list's ticket is not the yard's.
  const token = await apiToken(page.request);
  const alpha = `Alpha export wall ${s}`;
  const bravo = `Bravo export wall ${s}`;
  const pickIds: number[] = [];
  for (const [jobName, amount] of [
    [alpha, 2],
    [bravo, 1],
  ] as const) {
    const { jobId } = await newJob(page, jobName);
    const { transferRequestId } = await api(page.request, token, createPickOrder, {
      body: {
        requestKey: crypto.randomUUID(),
        fromType: 0,
        fromLocationId: w.yardId,
        toType: 1,
        toLocationId: jobId,
        jobReadyItems: [{ jobReadyItemId: w.item.id, amount, damagedAmount: 0 }],
      },
    });
    pickIds.push(transferRequestId);
  }
  // Two open shop tickets at the yard, Bravo the newer, and a closed one the open list leaves out.
  await newTicket(page.request, w, 1, `Alpha build ${s}`, 3);
  await newTicket(page.request, w, 1, `Bravo build ${s}`, 2);
  const old = await newTicket(page.request, w, 2, `Old dismantle ${s}`, 1);
  await api(page.request, w.token, closeShopTicket, { query: { ticketId: old } });

  // Yard Pick Tickets of the yard, by destination A to Z (the grid starts newest first).
  await page.goto('/Inventory/PickTicket');
  await choose(page, 'Yard', w.yardName, { typed: w.yardName });
  const picks = page.getByRole('table', { name: 'Yard Pick Tickets' });
  await expect(picks.getByRole('row')).toHaveCount(3);
  await expect(picks.getByRole('row').nth(1)).toContainText(bravo);
  await picks.getByRole('button', { name: 'Destination', exact: true }).click();
  await expect(picks.getByRole('row').nth(1)).toContainText(alpha);
  const pickSheet = await exportedSheet(page);
  expect(pickSheet.name).toMatch(/^YardPickTickets-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(pickSheet.rows).toEqual([
    ['Date', 'Origin', 'Destination', 'Type', 'Ticket', 'Status', 'Requested By', 'To Ship', 'To Check In'],
    [expect.any(Date), w.yardName, alpha, 'Pick', pickIds[0], 'Open', expect.any(String), 2, 0],
    [expect.any(Date), w.yardName, bravo, 'Pick', pickIds[1], 'Open', expect.any(String), 1, 0],
  ]);
  expect(pickSheet.sheet.getRow(2).getCell('A').type).toBe(ExcelJS.ValueType.Date);

  // The yard's open shop tickets, by ticket name Z to A.
  await page.goto(`/Inventory/ShopTicket?yardId=${w.yardId}`);
  const shop = page.getByRole('table', { name: 'Open shop tickets' });
  await expect(shop.getByRole('row')).toHaveCount(3);
  await shop.getByRole('button', { name: 'Ticket', exact: true }).click(); // A to Z
  await shop.getByRole('button', { name: 'Ticket', exact: true }).click(); // Z to A
  await expect(shop.getByRole('row').nth(1)).toContainText(`Bravo build ${s}`);
  const shopSheet = await exportedSheet(page);
  expect(shopSheet.name).toMatch(/^ShopTickets-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(shopSheet.rows).toEqual([
    ['Ticket', 'Type', 'Date', 'Created By', 'Done', 'Units', 'Closed'],
    [`Bravo build ${s}`, 'Build', expect.any(Date), expect.any(String), 0, 2],
    [`Alpha build ${s}`, 'Build', expect.any(Date), expect.any(String), 0, 3],
  ]);
  expect(shopSheet.sheet.getRow(2).getCell('E').type).toBe(ExcelJS.ValueType.Number);
});
