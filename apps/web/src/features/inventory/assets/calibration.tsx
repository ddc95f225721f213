import { calibrationDue, calibrationLapsesBefore } from '@fieldbook/contract/inventory';
import { Badge, Group, Text } from '@mantine/core';
import { formatDate, todayIso } from '../../../shared/ui/format.ts';
import { useMeterTypes } from './assets.queries.ts';

/** A meter's calibration due day (last calibrated + its type's interval); null when never calibrated or not a meter. */
export function useCalibrationDue(meterType: number | null, lastCalibratedDate: string | null) {
  const types = useMeterTypes();
  const type = types.data?.find((t) => t.meterTypeId === meterType);
  if (meterType === null || !type) return { known: false, due: null };
  return { known: true, due: calibrationDue(lastCalibratedDate, type.calibrationIntervalDays) };
}

/** 'Calibration due Nov 24, 2026', red with an 'Overdue' label once the day has passed. */
export function CalibrationNote({
  due,
  overdue: lapsed,
  size = 'xs',
}: {
  due: string | null;
  /** The server's word on it (list rows); worked out from the viewer's today when absent. */
  overdue?: boolean;
  size?: 'xs' | 'sm';
}) {
  if (due === null) {
    return (
      <Group gap={6} wrap="wrap">
        <Text size={size} c="red">
          Never calibrated
        </Text>
        <Badge color="red" size="sm" variant="filled">
          Calibration overdue
        </Badge>
      </Group>
    );
  }
  const overdue = lapsed ?? calibrationLapsesBefore(due, todayIso());
  return (
    <Group gap={6} wrap="wrap">
      <Text size={size} c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
        Calibration due {formatDate(due)}
      </Text>
      {overdue && (
        <Badge color="red" size="sm" variant="filled">
          Calibration overdue
        </Badge>
      )}
    </Group>
  );
}
