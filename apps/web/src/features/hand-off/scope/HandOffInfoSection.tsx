import { type HandOff, saveHandOffInfoBody } from '@fieldbook/contract/hand-off';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { useSaveHandOffInfo } from './hand-off.queries.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { Field, Section, showMoney } from './Section.tsx';

/** Price, Additional Info and Prevailing Wage. */
export function HandOffInfoSection({
  jobId,
  handOff,
  editable,
}: {
  jobId: number;
  handOff: HandOff;
  editable: boolean;
}) {
  return (
    <Section title="Additional Info">
      {editable ? (
        <InfoForm jobId={jobId} saved={handOff} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Field label="Price" value={showMoney(handOff.price)} />
          <Field label="Prevailing Wage" value={handOff.prevailingWage ? 'Yes' : 'No'} />
          <Field
            label="Additional Info"
            value={<Text style={{ whiteSpace: 'pre-wrap' }}>{handOff.additionalInfo}</Text>}
          />
        </SimpleGrid>
      )}
    </Section>
  );
}

function InfoForm({ jobId, saved }: { jobId: number; saved: HandOff }) {
  const save = useSaveHandOffInfo(jobId);
  const { form, failure, onSubmit } = useContractForm(saveHandOffInfoBody, {
    initialValues: {
      handOffId: saved.handOffId,
      description: saved.additionalInfo,
      prevailingWage: saved.prevailingWage,
      price: saved.price === null ? null : Number(saved.price),
    },
  });
  const submit = onSubmit(async (body) => {
    const res = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: res.message });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MoneyInput label="Price" {...form.getInputProps('price')} />
          <Checkbox
            label="Prevailing Wage"
            {...form.getInputProps('prevailingWage', { type: 'checkbox' })}
            mt={{ base: 0, xs: 30 }}
          />
        </SimpleGrid>
        <Textarea label="Additional Info" autosize minRows={3} {...form.getInputProps('description')} />
        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
