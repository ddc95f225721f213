import type { EquipmentForm, EquipmentFormListItem } from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useJobIds } from '../../../entities/job/index.ts';
import { useMoveToRealId } from '../../../shared/offline/outbox/index.ts';
import { WaitingBadge } from '../../../shared/offline/WaitingBadge.tsx';
import { formatDate } from '../../../shared/ui/format.ts';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import { byCategory, EquipmentEditor } from './EquipmentEditor.tsx';
import { EquipmentPdfButtons } from './EquipmentPdfButtons.tsx';
import { EquipmentPhotos } from './EquipmentPhotos.tsx';
import {
  useBlankEquipmentForm,
  useEquipmentEditCheck,
  useEquipmentForm,
  useEquipmentFormList,
  useEquipmentFormNames,
} from './equipment.queries.ts';
import { equipmentRecord } from './equipment-writes.ts';

/**
 * {stage}/EquipmentForms/*: the equipment forms of a field stage (spec 3 §2.8, §2.10): the list,
 * 'new', and a form's read view or, when the edit check passes, its editor.
 */
export default function EquipmentArea({ stepId, stageUrl }: { stepId: number; stageUrl: string }) {
  const base = `${stageUrl}/EquipmentForms`;
  return (
    <Routes>
      <Route index element={<EquipmentList stepId={stepId} base={base} />} />
      <Route path="new" element={<NewEquipmentForm stepId={stepId} base={base} />} />
      <Route path=":formId" element={<EquipmentFormPage stepId={stepId} base={base} />} />
    </Routes>
  );
}

/** The completed flag: green when complete, red otherwise (spec §2.8). */
export function CompletedIcon({ completed }: { completed: boolean }) {
  return completed ? (
    <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-label="Completed" role="img" />
  ) : (
    <IconCircleX size={20} color="var(--mantine-color-red-7)" aria-label="Not completed" role="img" />
  );
}

/** Equipment forms by date, name and completed flag, each date linking to `{base}/{id}`; those not sent yet marked. */
export function EquipmentFormTable({ forms, base }: { forms: EquipmentFormListItem[]; base: string }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped aria-label="Equipment forms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Completed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.map((f) => (
            <Table.Tr key={f.equipmentFormId}>
              <Table.Td>
                <Text component={Link} to={`${base}/${f.equipmentFormId}`} c="blue" size="sm">
                  {formatDate(f.date)}
                </Text>
              </Table.Td>
              <Table.Td>
                {f.name} · {f.unitNumber}
                <WaitingBadge record={equipmentRecord(f.equipmentFormId)} ml="xs" />
              </Table.Td>
              <Table.Td>
                <CompletedIcon completed={f.completed} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EquipmentList({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const list = useEquipmentFormList(jobId, stepId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="equipment-list-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="equipment-list-title">
            Equipment Forms
          </Title>
          {list.data?.allowCreate && (
            <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} />}>
              New Equipment Form
            </Button>
          )}
        </Group>
        <QueryGate queries={[list]}>
          {() =>
            list.data?.data.length ? (
              <EquipmentFormTable forms={list.data.data} base={base} />
            ) : (
              <Text c="dimmed">{messages.noEquipmentFormsCreated}</Text>
            )
          }
        </QueryGate>
      </Stack>
    </Paper>
  );
}

function NewEquipmentForm({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const names = useEquipmentFormNames();
  const [nameId, setNameId] = useState<number | null>(null);
  const blank = useBlankEquipmentForm(nameId);
  return (
    <Stack>
      <Title order={2} size="h4">
        New Equipment Form
      </Title>
      <QueryGate queries={[names]}>
        {() => (
          <Select
            label="Equipment"
            placeholder="Select equipment"
            maw={360}
            data={(names.data ?? []).map((n) => ({ value: String(n.equipmentFormNameId), label: n.equipmentFormName }))}
            value={nameId === null ? null : String(nameId)}
            onChange={(v) => setNameId(v ? Number(v) : null)}
            searchable
            nothingFoundMessage={messages.noFormsFound}
          />
        )}
      </QueryGate>
      {nameId !== null && (
        <QueryGate queries={[blank]}>
          {() =>
            blank.data ? (
              <EquipmentEditor key={nameId} saved={blank.data} jobId={jobId} stepId={stepId} base={base} />
            ) : null
          }
        </QueryGate>
      )}
    </Stack>
  );
}

/** A form's id in the address: positive, or negative for one made on this device and not sent yet; 0 when neither. */
const idOf = (text: string) => (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : 0);

function EquipmentFormPage({ stepId, base }: { stepId: number; base: string }) {
  const { jobId } = useJobIds();
  const id = idOf(useParams().formId ?? '');
  useMoveToRealId(id);
  const saved = useEquipmentForm(jobId, id);
  const editable = useEquipmentEditCheck(jobId, id);
  if (!id)
    return (
      <Alert color="red" role="alert">
        {messages.equipmentFormNotFound}
      </Alert>
    );
  return (
    <QueryGate queries={[saved, editable]}>
      {() =>
        saved.data ? (
          editable.data ? (
            <EquipmentEditor
              key={saved.data.equipmentFormId}
              saved={saved.data}
              jobId={jobId}
              stepId={stepId}
              base={base}
            />
          ) : (
            <EquipmentReadView form={saved.data} jobId={jobId} base={base} />
          )
        ) : null
      }
    </QueryGate>
  );
}

/** A form as it was filled in: unit number, checklist with problems, comments, photos. */
export function EquipmentReadView({ form, jobId, base }: { form: EquipmentForm; jobId: number; base?: string }) {
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {form.equipmentFormName}
        </Title>
        {form.equipmentFormId > 0 && <EquipmentPdfButtons equipmentFormId={form.equipmentFormId} />}
      </Group>
      <Group gap="md" wrap="wrap">
        <Text>
          <Text span fw={600}>
            Unit Number:
          </Text>{' '}
          {form.unitNumber}
        </Text>
        <Text>{formatDate(form.date)}</Text>
        <Badge color={form.complete ? 'green' : 'red'}>{form.complete ? 'Submitted' : 'Draft'}</Badge>
        <WaitingBadge record={equipmentRecord(form.equipmentFormId)} />
      </Group>
      {byCategory(form.checkBoxes).map((c) => (
        <Paper withBorder p="sm" key={c.name}>
          <Text fw={600} mb="xs">
            {c.name}
          </Text>
          <Stack gap={4}>
            {c.rows.map(({ row }) => (
              <Group key={row.equipmentCheckBoxId} gap="xs" wrap="nowrap" align="flex-start">
                <CompletedIcon completed={row.passed} />
                <Stack gap={0}>
                  <Text size="sm">{row.checkBoxName}</Text>
                  {!row.passed && row.comment && (
                    <Text size="sm" c="red.8">
                      {row.comment}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {form.comments && (
        <Paper withBorder p="sm">
          <Text fw={600}>Comments</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {form.comments}
          </Text>
        </Paper>
      )}
      <EquipmentPhotos form={form} jobId={jobId} base={base} editable={false} />
      {base && (
        <Button component={Link} to={base} variant="default" w="fit-content">
          Back to the equipment forms
        </Button>
      )}
    </Stack>
  );
}
