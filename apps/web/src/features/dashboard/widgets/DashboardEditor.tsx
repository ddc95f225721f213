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
import { type FormEvent, useState } from 'react';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
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
  const [type, setType] = useState('');
  const [name, setName] = useState('');
  const [stage, setStage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = types.find((t) => String(t.widgetTypeId) === type);

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    const parsed = widgetInput.safeParse({
      widgetName: name,
      widgetType: chosen ? chosen.widgetTypeId : null,
      stage: chosen?.stageDropdown && stage ? Number(stage) : null,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    onAdd(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {types.length === 0 && <Text c="dimmed">There are no widget types you can add.</Text>}
        <NativeSelect
          label="Widget type"
          value={type}
          onChange={(e) => {
            setType(e.currentTarget.value);
            setErrors(({ widgetType: _, ...rest }) => rest);
          }}
          data={[
            { value: '', label: 'Select a widget type' },
            ...types.map((t) => ({ value: String(t.widgetTypeId), label: t.widgetTypeName })),
          ]}
          error={errors.widgetType}
          data-autofocus
        />
        <TextInput
          label="Widget name"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors(({ widgetName: _, ...rest }) => rest);
          }}
          error={errors.widgetName}
          maxLength={100}
        />
        {chosen?.stageDropdown && (
          <NativeSelect
            label="Job stage"
            value={stage}
            onChange={(e) => setStage(e.currentTarget.value)}
            data={[
              { value: '', label: 'Every step' },
              ...stages.map((s) => ({ value: String(s.stageId), label: s.stageName })),
            ]}
            error={errors.stage}
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
