// What the timesheets need without a signal, fetched ahead (app/fetch-ahead.ts).
export { timesheetsAhead } from './timesheets.ahead.ts';
