import { getAnnouncementsList } from '@fieldbook/contract/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';
import { SEEDED_FRESH_MS } from '../../shared/api/query-client.ts';
import { todayIso } from '../../shared/ui/format.ts';

export const announcementKeys = { list: 'announcements', record: 'announcement' };

/** The home page: the enabled announcements valid on the viewer's today. */
export const todayAnnouncementsQuery = () => {
  const today = todayIso();
  return queryOptions({
    queryKey: [announcementKeys.list, 'today', today],
    queryFn: () => call(getAnnouncementsList, { body: { today } }).then((r) => r.data),
    staleTime: SEEDED_FRESH_MS,
  });
};

export const useTodayAnnouncements = () => useQuery(todayAnnouncementsQuery());
