import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/** Names for the calendar's controls, so screen readers and keyboard users know where they are (the browser tests pick days by these). */
export const calendarLabels = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/**
 * A day picked from a calendar, as a form holds it: an ISO day ('2026-05-04'), '' while none is
 * chosen. Shown as 'May 4, 2026' beside a calendar icon, with the calendar's controls named.
 */
export function DateField({
  value,
  onChange,
  ...props
}: Omit<DatePickerInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  return (
    <DatePickerInput
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} />}
      ariaLabels={calendarLabels}
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
