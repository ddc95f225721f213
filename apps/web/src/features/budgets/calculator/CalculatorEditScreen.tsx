import {
  BEAM_RATIO_DECIMALS,
  type Calculator,
  calculatorFields,
  EMPTY_CALCULATOR,
} from '@fieldbook/contract/calculators';
import { messages } from '@fieldbook/contract/messages';
import { NumberInput, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { FormActions, RecordPage, useRecordId } from '../../../shared/ui/RecordPage.tsx';
import { useCalculator, useDeleteCalculator, useSaveCalculator } from './calculator.queries.ts';

const LIST = '/Admin/Calculator';

/** /Admin/Calculator/{id}; 'new' creates. The form is titled 'Calculator Creation' (spec 3 §2.2). */
export default function CalculatorEditScreen() {
  const record = useRecordId();
  const loaded = useCalculator(record.valid ? record.recordId : null);
  return (
    <RecordPage
      title={messages.calculatorFormTitle}
      record={record}
      query={loaded}
      notFoundMessage={messages.calculatorNotFound}
      loadingLabel="Loading calculator…"
      back={{ to: LIST, label: 'Back to Calculators' }}
    >
      <CalculatorForm key={record.key} saved={loaded.data ?? null} />
    </RecordPage>
  );
}

function CalculatorForm({ saved }: { saved: Calculator | null }) {
  const navigate = useNavigate();
  const save = useSaveCalculator();
  const remove = useDeleteCalculator();
  const { form, failure, setFailure, onSubmit } = useContractForm(calculatorFields, {
    initialValues: saved ?? EMPTY_CALCULATOR,
    failureTitle: messages.calculatorSaveFailed,
  });

  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync({ calculatorId: saved?.calculatorId ?? 0, ...body });
    notifications.show({ color: 'green', message: answer.message });
    navigate(LIST);
  });

  async function onDelete() {
    if (!saved) return;
    const ok = await confirmAction({
      title: 'Delete Calculator',
      message: messages.calculatorDeleteConfirm(saved.calculatorName),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setFailure(null);
    try {
      const answer = await remove.mutateAsync(saved.calculatorId);
      notifications.show({ color: 'green', message: answer.message });
      navigate(LIST);
    } catch (err) {
      setFailure({ message: (err as Error).message });
    }
  }

  const count = { allowDecimal: false, allowNegative: false, min: 0, withAsterisk: true } as const;
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={saved ? `Calculator ${saved.calculatorName}` : 'New calculator'}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Calculator Name" withAsterisk maxLength={100} {...form.getInputProps('calculatorName')} />
            <TextInput label="Beam Name" withAsterisk maxLength={100} {...form.getInputProps('beamName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Beam Ratio"
              description="Beams per 20 ft section"
              withAsterisk
              allowNegative={false}
              decimalScale={BEAM_RATIO_DECIMALS}
              min={0}
              {...form.getInputProps('beamRatio')}
            />
            <NumberInput
              label="Panels per Section"
              description="Panels per 20 ft section"
              {...count}
              {...form.getInputProps('panelsPerSection')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Beams per Truck" {...count} {...form.getInputProps('truckBeams')} />
            <NumberInput label="Panels per Truck" {...count} {...form.getInputProps('truckPanels')} />
          </SimpleGrid>
          <FailureAlert failure={failure} />
          <FormActions
            saving={save.isPending}
            cancelTo={LIST}
            onDelete={saved ? onDelete : undefined}
            deleting={remove.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
