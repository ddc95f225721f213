import {
  type Announcement,
  deleteAnnouncement,
  getAnnouncement,
  getAnnouncementsList,
  saveAnnouncement,
} from '@fieldbook/contract/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api.ts';
import { SEEDED_FRESH_MS } from '../../app/queries.ts';
import { todayIso } from '../../ui/format.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../ui/record-queries.ts';

const keys = { list: 'announcements', record: 'announcement' };

/** The home page: the enabled announcements valid on the viewer's today. */
export const todayAnnouncementsQuery = () => {
  const today = todayIso();
  return queryOptions({
    queryKey: [keys.list, 'today', today],
    queryFn: () => call(getAnnouncementsList, { body: { today } }).then((r) => r.data),
    staleTime: SEEDED_FRESH_MS,
  });
};

export const useTodayAnnouncements = () => useQuery(todayAnnouncementsQuery());

/** The administration list. */
export const useAdminAnnouncements = (options: { upcoming: boolean; showDisabled: boolean }) =>
  useQuery({
    queryKey: [keys.list, 'admin', options],
    queryFn: () => call(getAnnouncementsList, { body: options }).then((r) => r.data),
  });

export const useAnnouncement = (announcementId: number | null) =>
  useRecordForEdit(keys, announcementId, (announcementId) =>
    call(getAnnouncement, { body: { announcementId } }).then((r) => r.data),
  );

export const useSaveAnnouncement = () =>
  useSaveRecord(
    keys,
    (body: Announcement) => call(saveAnnouncement, { body }),
    (answer) => answer.announcementId,
  );

export const useDeleteAnnouncement = () =>
  useDeleteRecord(keys, (announcementId) => call(deleteAnnouncement, { body: { announcementId } }));
