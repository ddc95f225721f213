/** Today's calendar date where the server runs ('YYYY-MM-DD'); set TZ to the firm's time zone. */
export function serverToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
