import {
  type Calculator,
  type CalculatorResult,
  calculateWall,
  calculationInput,
  SECTION_FEET,
  type WallCalculation,
} from '@fieldbook/contract/calculators';
import { messages } from '@fieldbook/contract/messages';
import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalculator, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useSelf } from '../../../shared/session/session.queries.ts';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { useCalculatorResults, useCalculators, useSaveCalculatorResult } from './calculator.queries.ts';

/** A calculation shown on screen; `saved` once Save Calculations stored it (spec 3 §4). */
interface Pending extends WallCalculation {
  calculator: Calculator;
  length: number;
  saved: boolean;
}

/**
 * "Wall Calculator - Simple" (spec 3 §2.2): pick a calculator and a wall length, Calculate, then Save
 * Calculations on the job; the job's saved calculations are listed below. Without a job (the
 * /Calculator screen) it calculates only. Users who may view budgets but not use the calculator see
 * the saved list alone.
 */
export function WallCalculatorPanel({ jobId }: { jobId?: number }) {
  const self = useSelf();
  const permissions = new Set(self.data?.permissions ?? []);
  const mayCalculate = permissions.has('calculator.use');
  const mayList = jobId !== undefined && (mayCalculate || permissions.has('budgets.view'));
  if (!self.data || (!mayCalculate && !mayList)) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wall-calculator-title">
      <Stack>
        <Title order={2} size="h4" id="wall-calculator-title">
          Wall Calculator - Simple
        </Title>
        {mayCalculate && <CalculateForm jobId={jobId} />}
        {mayList && <SavedCalculations jobId={jobId} />}
      </Stack>
    </Paper>
  );
}

function CalculateForm({ jobId }: { jobId?: number }) {
  const calculators = useCalculators();
  const save = useSaveCalculatorResult(jobId);
  const [pending, setPending] = useState<Pending | null>(null);
  const { form, failure, setFailure, showError, onSubmit } = useContractForm(calculationInput, {
    initialValues: { calculator: null, length: '' },
    // A changed choice makes the figures on screen stale: they go until Calculate is pressed again.
    onValuesChange: () => setPending((p) => (p && !p.saved ? null : p)),
  });
  const chosen = form.getValues().calculator;

  const calculate = onSubmit(({ calculator: id, length }) => {
    const calculator = calculators.data?.find((c) => c.calculatorId === id);
    if (!calculator) return;
    setPending({ calculator, length, saved: false, ...calculateWall(calculator, length) });
  });

  async function saveCalculation() {
    if (!pending || jobId === undefined) return;
    setFailure(null);
    try {
      const { calculator, saved: _saved, ...figures } = pending;
      const answer = await save.mutateAsync({ calculator: calculator.calculatorId, jobId, ...figures });
      setPending({ ...pending, saved: true });
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      showError(err);
    }
  }

  return (
    <QueryGate queries={[calculators]}>
      {() => (
        <Stack gap="sm">
          <form onSubmit={calculate} noValidate aria-label="Calculate wall">
            <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="sm">
              <Select
                label="Calculator"
                placeholder={calculators.data?.length ? 'Choose a calculator' : messages.noCalculators}
                withAsterisk
                data={(calculators.data ?? []).map((c) => ({ value: String(c.calculatorId), label: c.calculatorName }))}
                {...form.getInputProps('calculator')}
                value={chosen === null || chosen === undefined ? null : String(chosen)}
              />
              <NumberInput
                label="Wall Length (ft)"
                description={`In increments of ${SECTION_FEET} ft`}
                withAsterisk
                disabled={chosen === null || chosen === undefined}
                allowDecimal={false}
                allowNegative={false}
                step={SECTION_FEET}
                min={SECTION_FEET}
                {...form.getInputProps('length')}
              />
              <Group align="flex-start" pt={{ base: 0, sm: 42 }}>
                <Button type="submit" leftSection={<IconCalculator size={16} />}>
                  Calculate
                </Button>
              </Group>
            </SimpleGrid>
          </form>
          {pending && <Figures pending={pending} />}
          {jobId !== undefined && (
            <Group>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!pending || pending.saved}
                loading={save.isPending}
                onClick={() => void saveCalculation()}
              >
                Save Calculations
              </Button>
            </Group>
          )}
          <FailureAlert failure={failure} />
        </Stack>
      )}
    </QueryGate>
  );
}

/** The calculation's beams, panels and trucks, and whether it is saved yet. */
function Figures({ pending }: { pending: Pending }) {
  const figures = [
    { label: `Beams (${pending.calculator.beamName})`, value: pending.beams },
    { label: 'Panels', value: pending.panels },
    { label: 'Trucks', value: pending.trucks },
  ];
  return (
    <Stack gap={6} role="group" aria-label="Calculation">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {pending.calculator.calculatorName}, {pending.length} ft
        </Text>
        <Badge color={pending.saved ? 'green' : 'yellow'} variant="light">
          {pending.saved ? 'Saved' : 'Not saved'}
        </Badge>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {figures.map((f) => (
          <Paper key={f.label} withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {f.label}
            </Text>
            <Text size="xl" fw={700} aria-label={`${f.label}: ${f.value}`}>
              {f.value.toLocaleString()}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const COLUMNS: { label: string; value: (r: CalculatorResult) => string }[] = [
  { label: 'Calculator', value: (r) => r.calculator },
  { label: 'Length (ft)', value: (r) => r.length.toLocaleString() },
  { label: 'Beams', value: (r) => `${r.beams.toLocaleString()} ${r.beamName}` },
  { label: 'Panels', value: (r) => r.panels.toLocaleString() },
  { label: 'Trucks', value: (r) => r.trucks.toLocaleString() },
  { label: 'Date', value: (r) => formatDateTime(r.createdAt) },
];

/** The job's saved calculations, newest first; 'No Calculations Saved' when none. */
function SavedCalculations({ jobId }: { jobId?: number }) {
  const results = useCalculatorResults(jobId);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Saved Calculations
      </Title>
      <QueryGate queries={[results]}>
        {() =>
          results.data?.length ? (
            <Table.ScrollContainer minWidth={560} className="fb-cards">
              <Table striped aria-label="Saved calculations">
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((c) => (
                      <Table.Th key={c.label}>{c.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {results.data.map((r) => (
                    <Table.Tr key={r.calculatorResultId}>
                      {COLUMNS.map((c, i) => (
                        <Table.Td key={c.label} data-label={i === 0 ? undefined : c.label}>
                          {c.value(r)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text c="dimmed">{messages.noCalculationsSaved}</Text>
          )
        }
      </QueryGate>
    </Stack>
  );
}
