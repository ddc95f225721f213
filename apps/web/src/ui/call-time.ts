import dayjs from 'dayjs';

/** Call times as the spec shows them: 'Jan 5, 2020 - 09:05', in local time. */
export const formatCallTime = (iso: string) => dayjs(iso).format('MMM D, YYYY - HH:mm');
