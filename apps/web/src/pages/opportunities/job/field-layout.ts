import { usePhone } from '../../../shared/ui/use-phone.ts';

/** The field stages, whose forms a crew fills in on a phone. */
const FIELD_STAGES = ['Installation', 'OnRent', 'TearDown'];

/** The job's path segment after /Opportunities/{oppId}/{jobId}, e.g. 'Installation'. */
const stageOf = (pathname: string) => /^\/Opportunities\/\d+\/\d+\/([^/]+)/i.exec(pathname)?.[1] ?? '';

/**
 * True when a field stage is open on a phone: the job and opportunity shrink to a one-line header and
 * the stage and form tabs to a compact selector, so the form the crew opened is on the first screen.
 */
export function useCompactFieldLayout(pathname: string) {
  const phone = usePhone();
  return phone && FIELD_STAGES.includes(stageOf(pathname));
}
