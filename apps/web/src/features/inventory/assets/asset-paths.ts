import { useLocation } from 'react-router';

/** The addresses of the asset screens under the base the user came through. */
export function useAssetPaths() {
  const { pathname } = useLocation();
  const match = /^(.*?\/Inventory)\/(Asset|FailureLog)(\/|$)/i.exec(pathname);
  const base = match?.[1] ?? '/Inventory';
  return {
    failureLog: match?.[2].toLowerCase() === 'failurelog',
    base,
    list: `${base}/Asset`,
    asset: (id: number) => `${base}/Asset/${id}`,
    failureLogList: `${base}/FailureLog`,
    failure: (id: number) => `${base}/FailureLog/${id}`,
  };
}
