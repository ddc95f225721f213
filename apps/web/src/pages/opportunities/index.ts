// What a field job's page needs without a signal, fetched ahead (app/fetch-ahead.ts).
export { fieldJobAhead } from './job/job-page.ahead.ts';
