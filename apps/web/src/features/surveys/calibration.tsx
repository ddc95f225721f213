import { calibrationLapsesBefore } from '@fieldbook/contract/inventory';
import { Badge } from '@mantine/core';
import { formatLongDate, todayIso } from '../../shared/ui/format.ts';

export type CalibrationState =
  | { kind: 'ok'; due: string }
  | { kind: 'overdue'; due: string }
  | { kind: 'lapses'; due: string }
  | { kind: 'unknown' };

/**
 * A meter's calibration against a measurement's planned retrieval (today when none), by the
 * inventory's one rule: overdue when due before today; lapsing when due before the retrieval.
 */
export function calibrationState(due: string | null, retrievalDate: string | null): CalibrationState {
  if (!due) return { kind: 'unknown' };
  const today = todayIso();
  if (calibrationLapsesBefore(due, today)) return { kind: 'overdue', due };
  if (retrievalDate && calibrationLapsesBefore(due, retrievalDate)) return { kind: 'lapses', due };
  return { kind: 'ok', due };
}

export const needsConfirmation = (s: CalibrationState) => s.kind !== 'ok';

export function calibrationText(s: CalibrationState): string {
  switch (s.kind) {
    case 'ok':
      return `Calibrated until ${formatLongDate(s.due)}`;
    case 'overdue':
      return `Calibration overdue since ${formatLongDate(s.due)}`;
    case 'lapses':
      return `Calibration lapses before retrieval (due ${formatLongDate(s.due)})`;
    case 'unknown':
      return 'No calibration on record';
  }
}

/** The calibration state as a badge: green while it holds, red when overdue, lapsing or unknown. */
export function CalibrationBadge({ state }: { state: CalibrationState }) {
  return (
    <Badge
      color={state.kind === 'ok' ? 'green' : 'red'}
      variant={state.kind === 'ok' ? 'light' : 'filled'}
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
    >
      {calibrationText(state)}
    </Badge>
  );
}
