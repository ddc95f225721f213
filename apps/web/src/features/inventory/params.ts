import { useParams } from 'react-router';

/** A positive whole number from the route ({yardId}, {jobId}); null for anything else. */
export function useIdParam(name: string): number | null {
  const value = useParams()[name] ?? '';
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2147483647 ? Number(value) : null;
}
