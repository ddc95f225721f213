import { longDate } from '../calendar.ts';

// Times on documents are printed on the reader's clock: the client sends its offset from UTC in
// hours (`timezoneOffset`, the browser's at the moment of the request), and every time is followed
// by the zone it is on, 'UTC-6' (docs/decisions/field-forms.md 'Times on documents').

/** The reader's wall clock: an instant shifted by `offsetHours` east of UTC. */
const shifted = (iso: string | Date, offsetHours: number) =>
  new Date(new Date(iso).getTime() + offsetHours * 3_600_000);

/** 'November 24, 2026' (spec 3 §9 'MMMM d, yyyy') in the reader's offset. */
export const pdfDate = (iso: string | Date, offsetHours: number) => longDate(shifted(iso, offsetHours));

/** '2:30 PM' (spec 3 §9 'h:mm aa') in the reader's offset. */
export const pdfTime = (iso: string | Date, offsetHours: number) => {
  const d = shifted(iso, offsetHours);
  const h = d.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** 'UTC-6', 'UTC+5:30': which clock the document's times are on. */
export const offsetLabel = (offsetHours: number) => {
  if (offsetHours === 0) return 'UTC';
  const sign = offsetHours < 0 ? '-' : '+';
  const abs = Math.abs(offsetHours);
  const minutes = Math.round((abs % 1) * 60);
  return `UTC${sign}${Math.floor(abs)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
};

/** 'November 24, 2026 2:30 PM UTC-6': an instant as a document prints it, its zone named. */
export const pdfDateTime = (iso: string | Date, offsetHours: number) =>
  `${pdfDate(iso, offsetHours)} ${pdfTime(iso, offsetHours)} ${offsetLabel(offsetHours)}`;
