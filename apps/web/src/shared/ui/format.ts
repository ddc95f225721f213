// The common texts and the states alone: the aggregate of every area's texts and the opportunities'
// schemas would come with every screen that formats a date.
import { commonMessages as messages } from '@fieldbook/contract/messages/common';
import { usStates } from '@fieldbook/contract/us-states';
import dayjs from 'dayjs';

/*
 * The one place that turns dates and states into text on screen, so every screen shows them alike.
 * Document 2 shows a time as 'Jan 5, 2020 - 09:05' (the call list); every date and time follows it:
 * 'Nov 24, 2026' and 'Nov 24, 2026 - 10:46' (24-hour, the browser's local time).
 */

/** A calendar day ('2026-11-24') or a time stamp as 'Nov 24, 2026'. */
export const formatDate = (value: string) => dayjs(value).format('MMM D, YYYY');

/** A UTC time stamp in the browser's local time, 'Nov 24, 2026 - 10:46' ('…10:46:05' with seconds); 'N/A' when none. */
export const formatDateTime = (iso: string | null, opts: { seconds?: boolean } = {}) =>
  iso ? dayjs(iso).format(opts.seconds ? 'MMM D, YYYY - HH:mm:ss' : 'MMM D, YYYY - HH:mm') : messages.notApplicable;

/** 'Nov 24, 2026', 'Nov 24 – 30, 2026', 'Nov 28 – Dec 3, 2026' or 'Dec 28, 2026 – Jan 3, 2027'. */
export function formatDateRange(start: string, end: string): string {
  const a = dayjs(start);
  const b = dayjs(end);
  if (start === end) return formatDate(start);
  if (a.year() !== b.year()) return `${formatDate(start)} – ${formatDate(end)}`;
  if (a.month() !== b.month()) return `${a.format('MMM D')} – ${formatDate(end)}`;
  return `${a.format('MMM D')} – ${b.format('D, YYYY')}`;
}

/** The viewer's calendar date as the API and date pickers take it, 'YYYY-MM-DD'. */
export const todayIso = () => dayjs().format('YYYY-MM-DD');

const stateNames = new Map<string, string>(usStates.map((s) => [s.code, s.name]));

/** A state as every state dropdown and page shows it: 'Colorado (CO)'; an unknown code as it is. */
export const stateLabel = (code: string) => {
  const name = stateNames.get(code);
  return name ? `${name} (${code})` : code;
};

/** The options of a state dropdown: the code is the value. */
export const stateOptions = usStates.map((s) => ({ value: s.code, label: stateLabel(s.code) }));

/** A date as the forms of document 3 show it (spec 3 §9 'MMMM d, yyyy'): 'November 24, 2026'. */
export const formatLongDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');

/** A time of day as the forms of document 3 show it (spec 3 §9 'h:mm aa'): '2:30 PM'. */
export const formatClockTime = (iso: string) => dayjs(iso).format('h:mm A');

/** A time stamp as documents 3 and 4 show it (§9 'MMMM d, yyyy' and 'h:mm aa'): 'November 28, 2026 9:55 AM'; 'N/A' when none. */
export const formatLongDateTime = (iso: string | null) =>
  iso ? `${formatLongDate(iso)} ${formatClockTime(iso)}` : messages.notApplicable;

/** A time of day as pickers and the API carry it ('14:30'); a value, not for display. */
export const timeValue = (d: dayjs.Dayjs) => d.format('HH:mm');
