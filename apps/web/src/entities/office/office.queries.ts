import { getOfficeList } from '@fieldbook/contract/offices';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

export const officeKeys = { list: 'offices', record: 'office' };

/** Every office by name (the office cards of the administration, and the office choices of other forms). */
export const useOffices = () =>
  useQuery({
    queryKey: [officeKeys.list],
    queryFn: () => call(getOfficeList).then((r) => r.data),
  });
