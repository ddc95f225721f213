import type { TemplateItemRef } from '@fieldbook/contract/budgets';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useBudgetOptions, useBudgetTemplate, useSaveBudgetTemplate } from '../budgets.queries.ts';
import { lineKey, lineOfKey } from './BudgetTemplatesScreen.tsx';

type Row = TemplateItemRef & { number: string; budgetItemName: string };

/** /Admin/BudgetTemplates/{id}: the template of one scope leaf: its lines, in order (spec 3 §2.5). */
export default function BudgetTemplateScreen() {
  const id = Number(useParams().id);
  const template = useBudgetTemplate(id);
  const { lines } = useBudgetOptions();
  const save = useSaveBudgetTemplate();
  const [rows, setRows] = useState<Row[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (template.data) setRows(template.data.items);
  }, [template.data]);

  if (template.isPending || lines.isPending) return <PageLoader />;
  const error = template.error ?? lines.error;
  if (error || !template.data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? messages.unknown}
      </Alert>
    );

  const taken = new Set(rows.map(lineKey));
  const available = (lines.data ?? []).filter((l) => !taken.has(lineKey(l)));
  const move = (i: number, by: number) =>
    setRows((all) => {
      const next = [...all];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });

  function add() {
    const line = (lines.data ?? []).find((l) => lineKey(l) === picked);
    if (!line) return;
    setRows((all) => [
      ...all,
      { type: line.type, budgetItemId: line.budgetItemId, number: line.number, budgetItemName: line.budgetItemName },
    ]);
    setPicked(null);
  }

  async function saveTemplate() {
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ scopeLeafId: id, items: rows.map((r) => lineOfKey(lineKey(r))) });
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setFailure(err instanceof Error ? err.message : messages.unknown);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Budget Template
        </Title>
        <Button component={Link} to="/Admin/BudgetTemplates" variant="default">
          Back to Budget Templates
        </Button>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="template-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="template-title">
            {template.data.fullName}
          </Title>
          {rows.length === 0 && <Text c="dimmed">{messages.budgetTemplateNone}</Text>}
          {rows.map((r, i) => (
            <Group key={lineKey(r)} justify="space-between" wrap="nowrap" data-testid="template-line">
              <Text size="sm">
                {r.type === 'revenue' ? 'Revenue' : 'Cost'} · {r.number} – {r.budgetItemName}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${r.budgetItemName} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${r.budgetItemName} down`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${r.budgetItemName}`}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          <Group align="end" gap="xs">
            <Select
              label="Budget line"
              placeholder="Select a line"
              searchable
              data={available.map((l) => ({
                value: lineKey(l),
                label: `${l.type === 'revenue' ? 'Revenue' : 'Cost'} · ${l.number} – ${l.budgetItemName}`,
              }))}
              value={picked}
              onChange={setPicked}
              style={{ flex: '1 1 16rem' }}
            />
            <Button variant="light" leftSection={<IconPlus size={16} />} disabled={!picked} onClick={add}>
              Add Line
            </Button>
          </Group>
          {failure && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button loading={save.isPending} onClick={saveTemplate}>
              Save Template
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
