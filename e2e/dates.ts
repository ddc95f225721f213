import type { Page } from '@playwright/test';

/** 'YYYY-MM-DD' of the browser's today shifted by `days`. */
export function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The calendar's name for a day: '5 January 2026'. */
export const dayLabel = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** Opens the date picker of `label` and picks `iso`, moving to later months as needed. */
export async function pickDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: dayLabel(iso), exact: true }).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}
