import { ActionIcon, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ProposalForm } from './proposal-values.ts';

/** The body: a section per scope item, titled and described, moved up and down, optional or hidden. */
export function ProposalBodySections({ form }: { form: ProposalForm }) {
  const values = form.getValues();
  const move = (list: 'proposalScope' | 'notes', from: number, to: number) => form.reorderListItem(list, { from, to });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="proposal-body">
      <Stack>
        <Title order={3} size="h4" id="proposal-body">
          Body
        </Title>
        {values.proposalScope.length === 0 && <Text c="dimmed">No scope items.</Text>}
        {values.proposalScope.map((s, i) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: a section is its position (inputs are controlled by the form)
            key={`${s.scopeItemId ?? 'new'}-${i}`}
            withBorder
            p="sm"
            component="fieldset"
            aria-label={`Section ${i + 1}`}
            style={{ border: undefined }}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.scopeName}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move section ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => move('proposalScope', i, i - 1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move section ${i + 1} down`}
                    disabled={i === values.proposalScope.length - 1}
                    onClick={() => move('proposalScope', i, i + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <TextInput
                label="Section Title"
                withAsterisk
                maxLength={300}
                {...form.getInputProps(`proposalScope.${i}.title`)}
              />
              <Textarea
                label="Section Description"
                withAsterisk
                autosize
                minRows={2}
                {...form.getInputProps(`proposalScope.${i}.description`)}
              />
              <Group gap="lg">
                <Checkbox
                  label="Optional"
                  {...form.getInputProps(`proposalScope.${i}.optional`, { type: 'checkbox' })}
                />
                <Checkbox
                  label="Hide from PDF"
                  {...form.getInputProps(`proposalScope.${i}.hideService`, { type: 'checkbox' })}
                />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
