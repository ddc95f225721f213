import {
  type Announcement,
  deleteAnnouncement,
  getAnnouncement,
  getAnnouncementsList,
  saveAnnouncement,
} from '@fieldbook/contract/announcements';
import { useQuery } from '@tanstack/react-query';
import { announcementKeys } from '../../entities/announcement/index.ts';
import { call } from '../../shared/api/api.ts';
import { useDeleteRecord, useRecordForEdit, useSaveRecord } from '../../shared/ui/record-queries.ts';

/** The administration list. */
export const useAdminAnnouncements = (options: { upcoming: boolean; showDisabled: boolean }) =>
  useQuery({
    queryKey: [announcementKeys.list, 'admin', options],
    queryFn: () => call(getAnnouncementsList, { body: options }).then((r) => r.data),
  });

export const useAnnouncement = (announcementId: number | null) =>
  useRecordForEdit(announcementKeys, announcementId, (announcementId) =>
    call(getAnnouncement, { body: { announcementId } }).then((r) => r.data),
  );

export const useSaveAnnouncement = () =>
  useSaveRecord(
    announcementKeys,
    (body: Announcement) => call(saveAnnouncement, { body }),
    (answer) => answer.announcementId,
  );

export const useDeleteAnnouncement = () =>
  useDeleteRecord(announcementKeys, (announcementId) => call(deleteAnnouncement, { body: { announcementId } }));
