import type {
  Announcement,
  getAnnouncement,
  getAnnouncementsList,
  saveAnnouncement,
} from '@fieldbook/contract/announcements';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../app/api.ts';
import { todayIso } from '../../../ui/format.ts';

type ListAnswer = ResponseOf<typeof getAnnouncementsList>;

/** The home page: the enabled announcements valid on the viewer's today. */
export const useTodayAnnouncements = () => {
  const today = todayIso();
  return useQuery({
    queryKey: ['announcements', 'today', today],
    queryFn: () => post<ListAnswer>('/Announcement/GetAnnouncmentsList', { today }).then((r) => r.data),
  });
};

/** The administration list. */
export const useAdminAnnouncements = (options: { upcoming: boolean; showDisabled: boolean }) =>
  useQuery({
    queryKey: ['announcements', 'admin', options],
    queryFn: () => post<ListAnswer>('/Announcement/GetAnnouncmentsList', options).then((r) => r.data),
  });

export const useAnnouncement = (announcementId: number | null) =>
  useQuery({
    queryKey: ['announcement', announcementId],
    queryFn: () =>
      post<ResponseOf<typeof getAnnouncement>>('/Announcement/GetAnnouncement', { announcementId }).then((r) => r.data),
    enabled: announcementId !== null,
    // The form is filled once; a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Announcement) =>
      post<ResponseOf<typeof saveAnnouncement>>('/Announcement/SaveAnnouncement', body),
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
    mutationFn: (announcementId: number) =>
      post<{ message: string }>('/Announcement/DeleteAnnouncement', { announcementId }),
    onSuccess: (_answer, announcementId) => {
      client.removeQueries({ queryKey: ['announcement', announcementId] });
      return client.invalidateQueries({ queryKey: ['announcements'] });
    },
  });
}
