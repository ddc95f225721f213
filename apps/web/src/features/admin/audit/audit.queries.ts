import type { getAuditLog } from '@fieldbook/contract/audit';
import type { ResponseOf } from '@fieldbook/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../app/api.ts';

export type AuditPage = ResponseOf<typeof getAuditLog>['data'];

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export const useAuditLog = (entity: string, page: number) =>
  useQuery({
    queryKey: ['auditLog', entity, page],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (entity) params.set('entity', entity);
      return get<ResponseOf<typeof getAuditLog>>(`/Administrator/AuditLog?${params}`).then((r) => r.data);
    },
    placeholderData: keepPreviousData,
  });
