import type { Services } from '../platform/context.ts';
import type { Jobs } from '../platform/jobs.ts';
import { mailCalibrationDigests } from './inventory/calibration.service.ts';
import { mailDueReminders } from './reminders/reminder-mail.ts';

/**
 * The areas' scheduled work, on pg-boss (platform/jobs.ts; docs/decisions/mail-outbox.md "Scheduled
 * work on pg-boss"). Each job is safe to run twice or in two processes: it claims what it sends.
 */
export async function startScheduledWork(jobs: Jobs, services: Pick<Services, 'db' | 'mail'>) {
  // Every quarter of an hour, so a reminder goes out early on its day and soon after a restart.
  await jobs.handle('job-reminders', () => mailDueReminders(services), '*/15 * * * *');
  // Mondays at 7:00 (server time); a later run that week sends nothing twice.
  await jobs.handle('calibration-digest', () => mailCalibrationDigests(services), '0 7 * * 1');
  await jobs.trigger('job-reminders');
}
