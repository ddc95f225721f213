/**
 * The screens a crew works in without a signal (docs/field-offline.md): the job list,
 * a job's page and its field stages with their forms, and the timesheets (not their PIN verification,
 * /VerifyTimesheet, which the server must check). Every other screen needs a connection.
 */
const FIELD_SCREENS: readonly RegExp[] = [
  /^\/Jobs(\/-?\d+)?\/?$/i,
  /^\/Opportunities\/\d+\/\d+(\/(Installation|OnRent|TearDown)(\/.*)?)?\/?$/i,
  /^\/Timesheets(\/.*)?$/i,
];

export const isFieldScreen = (pathname: string) => FIELD_SCREENS.some((pattern) => pattern.test(pathname));
