/** Today's calendar date where the server runs ('YYYY-MM-DD'); set TZ to the firm's time zone. */
export function serverToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'YYYY-MM-DD' of calendar date `day` shifted by `days`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return serverToday(new Date(y, m - 1, d + days));
}

/**
 * 'November 24, 2026' (spec 3 §9 'MMMM d, yyyy') for documents: of a calendar date ('YYYY-MM-DD')
 * or of an instant's UTC date (shift it first to show a reader's wall clock).
 */
export function longDate(day: string | Date): string {
  const d = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;
  return d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
