import type { CellValue } from 'exceljs';

/**
 * What a column holds, which decides how a cell is written and shown: Excel dates and times (not
 * text), money with a currency format, numbers as numbers, percentages as fractions shown with '%'.
 */
export type CellKind = 'text' | 'integer' | 'number' | 'money' | 'date' | 'time' | 'datetime' | 'percent';

/** Number formats a US office reads. */
export const FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  number: '#,##0.##',
  money: '"$"#,##0.00;-"$"#,##0.00',
  date: 'mmm d, yyyy',
  time: 'h:mm AM/PM',
  datetime: 'mmm d, yyyy h:mm AM/PM',
  percent: '0.00%',
};

/**
 * A value as the cell of its kind holds it:
 * - date: a calendar date 'YYYY-MM-DD' (or a Date, its UTC day);
 * - time: minutes after midnight of the reader's wall clock;
 * - datetime: an instant (a Date or ISO string), shown on the wall clock where the server runs (TZ,
 *   the firm's time zone, as serverToday);
 * - money, number, integer: a number or a decimal string ('12.50');
 * - percent: a percentage ('23.08' or 23.08), written as the fraction 0.2308;
 * - text: anything, written as its string.
 * null, undefined and '' leave the cell empty.
 */
export type RawValue = string | number | boolean | Date | null | undefined;

export function cellValue(kind: CellKind, raw: RawValue): CellValue {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (kind) {
    case 'text':
      return String(raw);
    case 'integer':
    case 'number':
    case 'money':
      return Number(raw);
    case 'percent':
      return Number(raw) / 100;
    case 'date':
      return typeof raw === 'string' ? new Date(`${raw.slice(0, 10)}T00:00:00Z`) : (raw as Date);
    case 'time':
      // a time of day is a fraction of a day; exceljs reads it back as a Date on 1899-12-30
      return new Date(Date.UTC(1899, 11, 30) + Number(raw) * 60_000);
    case 'datetime': {
      // Excel has no time zones: the cell holds the wall clock's date and time as if it were UTC
      const instant = raw instanceof Date ? raw : new Date(String(raw));
      return new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
    }
  }
}

/** About how many characters the cell shows, to size its column. */
export function shownLength(kind: CellKind, value: CellValue): number {
  if (value === null || value === undefined) return 0;
  switch (kind) {
    case 'date':
      return 13;
    case 'time':
      return 8;
    case 'datetime':
      // 'Nov 29, 2026 11:11 AM' and a space, so a right-aligned time does not touch the next column's text
      return 22;
    case 'percent':
      return 8;
    case 'money':
      return Math.abs(Number(value)).toLocaleString('en-US', { minimumFractionDigits: 2 }).length + 2;
    case 'integer':
    case 'number':
      return Number(value).toLocaleString('en-US').length;
    default: {
      const text = typeof value === 'object' && 'formula' in value ? String(value.result ?? '') : String(value);
      // a long text wraps in print; its column is capped (see fitWidths)
      return Math.max(...text.split('\n').map((line) => line.length));
    }
  }
}

/** Minutes after midnight of an instant on a wall clock `offsetMin` minutes from UTC (a 'time' cell). */
export function minutesOfDay(instant: Date, offsetMin: number): number {
  const minutes = Math.floor(instant.getTime() / 60_000) + offsetMin;
  return ((minutes % 1440) + 1440) % 1440;
}
