import { searchEverything } from '@fieldbook/contract/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api.ts';

/** The records matching `text` (already trimmed and settled); nothing is asked for an empty text. */
export const useSearchEverything = (text: string) =>
  useQuery({
    queryKey: ['search', text],
    queryFn: () => call(searchEverything, { query: { q: text } }).then((r) => r.data),
    enabled: text !== '',
    // The previous answer stays while the next one is on its way, so the list does not blink per key.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
