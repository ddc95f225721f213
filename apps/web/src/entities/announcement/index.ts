export { announcementKeys, todayAnnouncementsQuery, useTodayAnnouncements } from './announcement.queries.ts';
