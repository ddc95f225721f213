import {
  type Announcement,
  deleteAnnouncement,
  getAnnouncement,
  getAnnouncementsList,
  saveAnnouncement,
} from '@fieldbook/contract/announcements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api.ts';
import { todayIso } from '../../ui/format.ts';

/** The home page: the enabled announcements valid on the viewer's today. */
export const useTodayAnnouncements = () => {
  const today = todayIso();
  return useQuery({
    queryKey: ['announcements', 'today', today],
    queryFn: () => call(getAnnouncementsList, { body: { today } }).then((r) => r.data),
  });
};

/** The administration list. */
export const useAdminAnnouncements = (options: { upcoming: boolean; showDisabled: boolean }) =>
  useQuery({
    queryKey: ['announcements', 'admin', options],
    queryFn: () => call(getAnnouncementsList, { body: options }).then((r) => r.data),
  });

export const useAnnouncement = (announcementId: number | null) =>
  useQuery({
    queryKey: ['announcement', announcementId],
    queryFn: () => call(getAnnouncement, { body: { announcementId: announcementId as number } }).then((r) => r.data),
    enabled: announcementId !== null,
    // The form is filled once; a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Announcement) => call(saveAnnouncement, { body }),
    onSuccess: (answer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['announcements'] }),
        client.invalidateQueries({ queryKey: ['announcement', answer.announcementId] }),
      ]),
  });
}

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => call(deleteAnnouncement, { body: { announcementId } }),
    onSuccess: (_answer, announcementId) => {
      client.removeQueries({ queryKey: ['announcement', announcementId] });
      return client.invalidateQueries({ queryKey: ['announcements'] });
    },
  });
}
