import { type DashboardWidget, MAX_WIDGETS, type WidgetType, widgetInput } from '@fieldbook/contract/dashboard';
import type { JobStage } from '@fieldbook/contract/jobs';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useContractForm } from '../../../shared/ui/contract-form.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { SortableList } from '../../../shared/ui/SortableList.tsx';
import { useJobStages, useSaveWidgets, useWidgetTypes } from './dashboard.queries.ts';

/** A widget of the draft: kept ones carry their id; `key` identifies it while dragging. */
interface DraftWidget {
  key: string;
  dashboardWidgetId?: number;
  widgetType: number;
  widgetName: string;
  stage: number | null;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/**
 * Edit mode (spec 1 §4): add, remove and reorder widgets (by dragging, or from the keyboard) in a
 * draft; Save sends the whole list and returns to view mode, Cancel returns without saving.
 */
export default function DashboardEditor({ widgets, onClose }: { widgets: DashboardWidget[]; onClose: () => void }) {
  const [draft, setDraft] = useState<DraftWidget[]>(() =>
    widgets.map((w) => ({ ...w, key: `widget-${w.dashboardWidgetId}` })),
  );
  const [adding, setAdding] = useState(false);
  const types = useWidgetTypes();
  const stages = useJobStages(types.data?.some((t) => t.stageDropdown) ?? false);
  const save = useSaveWidgets();

  const typeName = (id: number) => types.data?.find((t) => t.widgetTypeId === id)?.widgetTypeName ?? 'Widget';
  const stageName = (stage: number | null) =>
    stage === null ? 'Every step' : (stages.data?.find((s) => s.stageId === stage)?.stageName ?? `Step ${stage}`);

  async function submit() {
    await save.mutateAsync(
      draft.map(({ dashboardWidgetId, widgetType, widgetName, stage }) => ({
        dashboardWidgetId,
        widgetType,
        widgetName,
        stage,
      })),
    );
    onClose();
  }

  return (
    <Stack component="section" aria-labelledby="dashboard-title" gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="dashboard-title">
          Edit Dashboard
        </Title>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            disabled={draft.length >= MAX_WIDGETS}
          >
            Add Widget
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => submit().catch(() => {})}
            loading={save.isPending}
          >
            Save
          </Button>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Group>
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Drag a widget by its handle to move it, or focus the handle and use Space and the arrow keys.
      </Text>
      {draft.length === 0 && (
        <Paper withBorder p="md">
          <Text>{messages.dashboardEmpty}</Text>
        </Paper>
      )}
      <SortableList
        items={draft}
        itemKey={(w) => w.key}
        itemLabel={(w) => w.widgetName}
        label="Widgets"
        onReorder={setDraft}
        disabled={save.isPending}
      >
        {(w, handle) => (
          <Paper withBorder p="sm">
            <Group gap="sm" wrap="nowrap">
              {handle}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {w.widgetName}
                </Text>
                <Text size="sm" c="dimmed">
                  {typeName(w.widgetType)}
                  {types.data?.find((t) => t.widgetTypeId === w.widgetType)?.stageDropdown
                    ? ` · ${stageName(w.stage)}`
                    : ''}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${w.widgetName}`}
                onClick={() => setDraft((d) => d.filter((x) => x.key !== w.key))}
                disabled={save.isPending}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        )}
      </SortableList>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add Widget" centered>
        {types.isPending ? (
          <PageLoader label="Loading widget types…" />
        ) : (
          <AddWidgetForm
            types={types.data ?? []}
            stages={stages.data ?? []}
            onAdd={(w) => {
              setDraft((d) => [...d, { ...w, key: newKey() }]);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}

/**
 * The add dialog's values: the contract's widget with no type until one is chosen (the contract takes
 * any number, so 'none chosen' is null, refused here with the contract's message).
 */
const addWidgetFields = widgetInput.extend({
  widgetType: widgetInput.shape.widgetType.nullable().refine((v) => v !== null, messages.selectWidgetType),
});

/** The add dialog (spec 1 §5): a type is required, a name is required, the stage picker only for stageDropdown types. */
function AddWidgetForm({
  types,
  stages,
  onAdd,
  onCancel,
}: {
  types: WidgetType[];
  stages: JobStage[];
  onAdd: (w: Omit<DraftWidget, 'key'>) => void;
  onCancel: () => void;
}) {
  const { form, onSubmit } = useContractForm(addWidgetFields, {
    initialValues: { widgetType: null, widgetName: '', stage: null },
  });
  const { widgetType, stage } = form.getValues();
  const chosen = types.find((t) => t.widgetTypeId === widgetType);

  const add = onSubmit((w) =>
    onAdd({ ...w, widgetType: w.widgetType as number, stage: chosen?.stageDropdown ? w.stage : null }),
  );

  return (
    <form
      onSubmit={(e) => {
        // The dialog's form sits inside the page: its submit must not reach an outer form.
        e.stopPropagation();
        add(e);
      }}
      noValidate
    >
      <Stack>
        {types.length === 0 && <Text c="dimmed">There are no widget types you can add.</Text>}
        <NativeSelect
          label="Widget type"
          {...form.getInputProps('widgetType')}
          value={widgetType === null ? '' : String(widgetType)}
          onChange={(e) =>
            form.setFieldValue('widgetType', e.currentTarget.value ? Number(e.currentTarget.value) : null)
          }
          data={[
            { value: '', label: 'Select a widget type' },
            ...types.map((t) => ({ value: String(t.widgetTypeId), label: t.widgetTypeName })),
          ]}
          data-autofocus
        />
        <TextInput label="Widget name" maxLength={100} {...form.getInputProps('widgetName')} />
        {chosen?.stageDropdown && (
          <NativeSelect
            label="Job stage"
            {...form.getInputProps('stage')}
            value={stage === null || stage === undefined ? '' : String(stage)}
            onChange={(e) => form.setFieldValue('stage', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            data={[
              { value: '', label: 'Every step' },
              ...stages.map((s) => ({ value: String(s.stageId), label: s.stageName })),
            ]}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Add</Button>
        </Group>
      </Stack>
    </form>
  );
}
