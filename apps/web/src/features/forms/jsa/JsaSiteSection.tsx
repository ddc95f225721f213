import { Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { timeValue } from '../../../shared/ui/format.ts';
import { type JsaForm, TIME_OPTIONS } from './jsa-values.ts';

const calendarLabels = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** Job Site Information: the date and time (one value of the form), the supervisor, the emergency contacts. */
export function JsaSiteSection({ form }: { form: JsaForm }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const initial = form.values.date ? dayjs(form.values.date) : null;
  const [day, setDay] = useState<string | null>(initial ? initial.format('YYYY-MM-DD') : null);
  const [time, setTime] = useState<string | null>(initial ? timeValue(initial) : null);

  const setWhen = (d: string | null, t: string | null) => {
    setDay(d);
    setTime(t);
    form.setFieldValue('date', d && t ? dayjs(`${d}T${t}`).toISOString() : null);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="jsa-general">
      <Stack gap="sm">
        <Title order={3} size="h5" id="jsa-general">
          Job Site Information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePickerInput
            label="Date"
            withAsterisk
            valueFormat="MMMM D, YYYY"
            leftSection={<IconCalendar size={16} />}
            dropdownType={phone ? 'modal' : 'popover'}
            ariaLabels={calendarLabels}
            value={day}
            onChange={(v) => setWhen(v, time)}
            error={form.errors.date}
          />
          <Select
            label="Time"
            withAsterisk
            data={TIME_OPTIONS}
            value={time}
            onChange={(v) => setWhen(day, v)}
            searchable
            error={form.errors.date ? ' ' : undefined}
          />
          <TextInput label="Supervisor" withAsterisk {...form.getInputProps('supervisor')} />
          <TextInput
            label="Supervisor Contact"
            withAsterisk
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('supervisorContact')}
          />
          <TextInput
            label="CPR Certified Employee on Site"
            withAsterisk
            {...form.getInputProps('cprCertifiedEmployee')}
          />
          <TextInput label="Nearest Hospital" withAsterisk {...form.getInputProps('nameOfNearestHospital')} />
          <TextInput label="Nearest Hospital Address" withAsterisk {...form.getInputProps('nearestHospitalAddress')} />
          <TextInput label="Emergency Address" withAsterisk {...form.getInputProps('emergencyAddress')} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
