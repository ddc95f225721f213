import { MOBILIZATION_TYPES, type Mobilization, saveMobilizationBody } from '@fieldbook/contract/hand-off';
import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { formatDate } from '../../../shared/ui/format.ts';
import { digitsOnly } from './AddScopeItemForm.tsx';
import { useSaveMobilization } from './hand-off.queries.ts';
import { MoneyInput } from './MoneyInput.tsx';
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
function MobilizationForm({ jobId, handOffId, saved }: { jobId: number; handOffId: number; saved: Mobilization }) {
  const save = useSaveMobilization(jobId);
  const { form, failure, onSubmit } = useContractForm(saveMobilizationBody, {
    initialValues: {
      handOffId,
      installType: saved.installType,
      removalType: saved.removalType,
      leadTime: saved.leadTime,
      installDate: saved.installDate,
      removalDate: saved.removalDate,
      totalLoads: saved.totalLoads,
      installCost: saved.installCost === null ? null : Number(saved.installCost),
      removalCost: saved.removalCost === null ? null : Number(saved.removalCost),
    },
  });
  const v = form.getValues();
  // Checked while the dates are picked (Save stays off), not only on Save.
  const dateError =
    v.installDate && v.removalDate && v.removalDate < v.installDate
      ? messages.mobilizationRemovalBeforeInstall
      : undefined;

  const submit = onSubmit(async (body) => {
    const res = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: res.message });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Select
            label="Install Type"
            data={typeOptions(v.installType)}
            {...form.getInputProps('installType')}
            value={v.installType || null}
            onChange={(x) => form.setFieldValue('installType', x ?? '')}
            clearable
          />
          <Select
            label="Removal Type"
            data={typeOptions(v.removalType)}
            {...form.getInputProps('removalType')}
            value={v.removalType || null}
            onChange={(x) => form.setFieldValue('removalType', x ?? '')}
            clearable
          />
          <TextInput label="Lead Time" placeholder="e.g. 2 weeks" {...form.getInputProps('leadTime')} />
          <TextInput
            label="Total Loads"
            inputMode="numeric"
            {...form.getInputProps('totalLoads')}
            value={v.totalLoads ?? ''}
            onChange={(e) => {
              const digits = digitsOnly(e.currentTarget.value);
              form.setFieldValue('totalLoads', digits === '' ? null : Number(digits));
            }}
          />
          <DatePickerInput
            label="Install Date"
            valueFormat="MMM D, YYYY"
            leftSection={<IconCalendar size={16} />}
            ariaLabels={calendarLabels}
            clearable
            {...form.getInputProps('installDate')}
          />
          <DatePickerInput
            label="Removal Date"
            valueFormat="MMM D, YYYY"
            leftSection={<IconCalendar size={16} />}
            ariaLabels={calendarLabels}
            clearable
            {...form.getInputProps('removalDate')}
            error={dateError ?? form.errors.removalDate}
          />
          <MoneyInput label="Install Cost" {...form.getInputProps('installCost')} />
          <MoneyInput label="Removal Cost" {...form.getInputProps('removalCost')} />
        </SimpleGrid>
        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={Boolean(dateError)}>
            Save Mobilization
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
