import { messages } from '@fieldbook/contract/messages';
import dayjs from 'dayjs';

/** A UTC time in the browser's local time, 'Jan 5, 2026 09:05'; 'N/A' when there is none. */
export const formatWhen = (iso: string | null) =>
  iso ? dayjs(iso).format('MMM D, YYYY HH:mm') : messages.notApplicable;
