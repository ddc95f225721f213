import { getAuditLog } from '@fieldbook/contract/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export const useAuditLog = (entity: string, page: number) =>
  useQuery({
    queryKey: ['auditLog', entity, page],
    queryFn: () => call(getAuditLog, { query: { page, entity } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
