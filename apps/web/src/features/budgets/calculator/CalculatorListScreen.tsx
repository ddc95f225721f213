import type { Calculator } from '@fieldbook/contract/calculators';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useCalculators, useDeleteCalculator } from './calculator.queries.ts';

const COLUMNS: { label: string; value: (c: Calculator) => string }[] = [
  { label: 'Beam', value: (c) => c.beamName },
  { label: 'Beam Ratio', value: (c) => String(c.beamRatio) },
  { label: 'Panels per Section', value: (c) => String(c.panelsPerSection) },
  { label: 'Beams per Truck', value: (c) => String(c.truckBeams) },
  { label: 'Panels per Truck', value: (c) => String(c.truckPanels) },
];

/** /Admin/Calculator: the calculators, 'Create Calculator', and delete after confirmation (spec 3 §2.2). */
export default function CalculatorListScreen() {
  const list = useCalculators();
  const remove = useDeleteCalculator();

  async function onDelete(c: Calculator) {
    const ok = await confirmAction({
      title: 'Delete Calculator',
      message: messages.calculatorDeleteConfirm(c.calculatorName),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    const answer = await remove.mutateAsync(c.calculatorId).catch(() => null);
    if (answer) notifications.show({ color: 'green', message: answer.message });
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Calculators
        </Title>
        <Button component={Link} to="/Admin/Calculator/new" leftSection={<IconPlus size={16} />}>
          Create Calculator
        </Button>
      </Group>
      {list.isPending && <PageLoader label="Loading calculators…" />}
      {(list.error ?? remove.error) && (
        <Alert color="red" role="alert">
          {(list.error ?? remove.error)?.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{messages.noCalculators}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={720} className="fb-cards">
          <Table striped highlightOnHover aria-label="Calculators">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.calculatorId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/Admin/Calculator/${c.calculatorId}`} fw={600}>
                      {c.calculatorName}
                    </Anchor>
                  </Table.Td>
                  {COLUMNS.map((col) => (
                    <Table.Td key={col.label} data-label={col.label}>
                      {col.value(c)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <DeleteButton
                      label={c.calculatorName}
                      loading={remove.isPending && remove.variables === c.calculatorId}
                      onClick={() => void onDelete(c)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
