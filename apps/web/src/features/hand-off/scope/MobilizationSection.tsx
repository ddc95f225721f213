import { MOBILIZATION_TYPES, type Mobilization } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api.ts';
import { formatDate } from '../../../ui/format.ts';
import { digitsOnly } from './AddScopeItemForm.tsx';
import { useSaveMobilization } from './hand-off.queries.ts';
import { Field, Section, showMoney } from './Section.tsx';

/** Names for the calendar's controls, so screen readers and keyboard users know where they are. */
const calendarLabels = { nextMonth: 'Next month', previousMonth: 'Previous month' };
const showDate = (d: string | null) => (d ? formatDate(d) : '');

interface Props {
  jobId: number;
  handOffId: number;
  mobilization: Mobilization;
  editable: boolean;
}

export function MobilizationSection({ jobId, handOffId, mobilization, editable }: Props) {
  return (
    <Section title="Mobilization">
      {editable ? (
        <MobilizationForm jobId={jobId} handOffId={handOffId} saved={mobilization} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Field label="Install Type" value={mobilization.installType} />
          <Field label="Removal Type" value={mobilization.removalType} />
          <Field label="Lead Time" value={mobilization.leadTime} />
          <Field label="Total Loads" value={mobilization.totalLoads} />
          <Field label="Install Date" value={showDate(mobilization.installDate)} />
          <Field label="Removal Date" value={showDate(mobilization.removalDate)} />
          <Field label="Install Cost" value={showMoney(mobilization.installCost)} />
          <Field label="Removal Cost" value={showMoney(mobilization.removalCost)} />
        </SimpleGrid>
      )}
    </Section>
  );
}

const typeOptions = (current: string) =>
  current && !(MOBILIZATION_TYPES as readonly string[]).includes(current)
    ? [current, ...MOBILIZATION_TYPES]
    : [...MOBILIZATION_TYPES];
const numberOrNull = (v: number | string) => (typeof v === 'number' ? v : null);

function MobilizationForm({ jobId, handOffId, saved }: { jobId: number; handOffId: number; saved: Mobilization }) {
  const save = useSaveMobilization(jobId);
  const [v, setV] = useState({
    installType: saved.installType,
    removalType: saved.removalType,
    leadTime: saved.leadTime,
    installDate: saved.installDate,
    removalDate: saved.removalDate,
    totalLoads: saved.totalLoads === null ? '' : String(saved.totalLoads),
    installCost: saved.installCost === null ? ('' as number | string) : Number(saved.installCost),
    removalCost: saved.removalCost === null ? ('' as number | string) : Number(saved.removalCost),
  });
  const [failure, setFailure] = useState('');
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => setV((old) => ({ ...old, [key]: value }));
  const dateError =
    v.installDate && v.removalDate && v.removalDate < v.installDate
      ? messages.mobilizationRemovalBeforeInstall
      : undefined;

  const submit = () => {
    setFailure('');
    if (dateError) return;
    save.mutate(
      {
        handOffId,
        installType: v.installType,
        removalType: v.removalType,
        leadTime: v.leadTime,
        installDate: v.installDate,
        removalDate: v.removalDate,
        totalLoads: v.totalLoads === '' ? null : Number(v.totalLoads),
        installCost: numberOrNull(v.installCost),
        removalCost: numberOrNull(v.removalCost),
      },
      {
        onSuccess: (res) => notifications.show({ color: 'green', message: res.message }),
        onError: (err) => setFailure(err instanceof ApiError ? err.message : messages.unknown),
      },
    );
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Select
          label="Install Type"
          data={typeOptions(v.installType)}
          value={v.installType || null}
          onChange={(x) => set('installType', x ?? '')}
          clearable
        />
        <Select
          label="Removal Type"
          data={typeOptions(v.removalType)}
          value={v.removalType || null}
          onChange={(x) => set('removalType', x ?? '')}
          clearable
        />
        <TextInput
          label="Lead Time"
          placeholder="e.g. 2 weeks"
          value={v.leadTime}
          onChange={(e) => set('leadTime', e.currentTarget.value)}
        />
        <TextInput
          label="Total Loads"
          inputMode="numeric"
          value={v.totalLoads}
          onChange={(e) => set('totalLoads', digitsOnly(e.currentTarget.value))}
        />
        <DatePickerInput
          label="Install Date"
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          ariaLabels={calendarLabels}
          clearable
          value={v.installDate}
          onChange={(d) => set('installDate', d)}
        />
        <DatePickerInput
          label="Removal Date"
          valueFormat="MMM D, YYYY"
          leftSection={<IconCalendar size={16} />}
          ariaLabels={calendarLabels}
          clearable
          value={v.removalDate}
          onChange={(d) => set('removalDate', d)}
          error={dateError}
        />
        <NumberInput
          label="Install Cost"
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          value={v.installCost}
          onChange={(x) => set('installCost', x)}
        />
        <NumberInput
          label="Removal Cost"
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          value={v.removalCost}
          onChange={(x) => set('removalCost', x)}
        />
      </SimpleGrid>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={Boolean(dateError)}>
          Save Mobilization
        </Button>
      </Group>
    </>
  );
}
