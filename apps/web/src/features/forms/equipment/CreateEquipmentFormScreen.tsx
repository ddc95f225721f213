import type { EquipmentFormTemplate } from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { QueryGate } from '../../../shared/ui/QueryGate.tsx';
import {
  type OptionKind,
  useAddEquipmentOption,
  useDeleteEquipmentFormName,
  useEquipmentFormNames,
  useEquipmentTemplate,
  useSaveEquipmentTemplate,
} from './equipment.queries.ts';

const OPTION_LABELS: Record<OptionKind, { label: string; button: string }> = {
  name: { label: 'New Form', button: 'Add Form' },
  category: { label: 'New Category', button: 'Add Category' },
  checkbox: { label: 'New Checkbox', button: 'Add Checkbox Option' },
  photoType: { label: 'New Photo Type', button: 'Add Photo Type Option' },
};

/** /Admin/CreateEquipmentForm: the options (forms, categories, checkboxes, photo types) and the template builder (spec 3 §2.7, §4). */
export default function CreateEquipmentFormScreen() {
  const names = useEquipmentFormNames();
  const [nameId, setNameId] = useState<number | null>(null);
  return (
    <Stack>
      <Title order={1} size="h3">
        Equipment Forms
      </Title>
      <Paper withBorder p="md" component="section" aria-label="Options">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(Object.keys(OPTION_LABELS) as OptionKind[]).map((kind) => (
            <AddOption key={kind} kind={kind} />
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label="Template">
        <Stack>
          <Title order={2} size="h4">
            Template
          </Title>
          <QueryGate queries={[names]}>
            {() => (
              <Select
                label="Form"
                placeholder="Select a form"
                maw={360}
                data={(names.data ?? []).map((n) => ({
                  value: String(n.equipmentFormNameId),
                  label: n.equipmentFormName,
                }))}
                value={nameId === null ? null : String(nameId)}
                onChange={(v) => setNameId(v ? Number(v) : null)}
                nothingFoundMessage={messages.noFormsFound}
                searchable
              />
            )}
          </QueryGate>
          {nameId !== null && <TemplateLoader key={nameId} nameId={nameId} onDone={() => setNameId(null)} />}
        </Stack>
      </Paper>
    </Stack>
  );
}

function AddOption({ kind }: { kind: OptionKind }) {
  const add = useAddEquipmentOption();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { label, button } = OPTION_LABELS[kind];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) {
          setError(messages.equipmentNameRequired);
          return;
        }
        setError(null);
        add.mutate(
          { kind, name: name.trim() },
          {
            onSuccess: (a) => {
              notifications.show({ color: 'green', message: `${a.message} ${name.trim()}` });
              setName('');
            },
            onError: (err) => setError(err instanceof ApiError ? err.message : messages.unknown),
          },
        );
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          withAsterisk
        />
        <Button type="submit" variant="light" loading={add.isPending} leftSection={<IconPlus size={16} />}>
          {button}
        </Button>
      </Group>
    </form>
  );
}

function TemplateLoader({ nameId, onDone }: { nameId: number; onDone: () => void }) {
  const template = useEquipmentTemplate(nameId);
  return (
    <QueryGate queries={[template]}>
      {() =>
        template.data ? (
          <TemplateBuilder
            saved={template.data.data}
            categories={template.data.categories}
            checkBoxes={template.data.checkBoxes}
            photoTypes={template.data.photoTypes}
            onDone={onDone}
          />
        ) : null
      }
    </QueryGate>
  );
}

interface Row {
  checkBoxId: number;
  checkBoxName: string;
  categoryId: number;
}

function TemplateBuilder({
  saved,
  categories,
  checkBoxes,
  photoTypes,
  onDone,
}: {
  saved: EquipmentFormTemplate;
  categories: { categoryId: number; categoryName: string }[];
  checkBoxes: { checkBoxId: number; checkBoxName: string }[];
  photoTypes: { photoTypeId: number; photoTypeName: string }[];
  onDone: () => void;
}) {
  const save = useSaveEquipmentTemplate();
  const remove = useDeleteEquipmentFormName();
  const [rows, setRows] = useState<Row[]>(
    saved.checkBoxesCategories.flatMap((c) => c.checkBoxes.map((b) => ({ ...b, categoryId: c.categoryId }))),
  );
  const [photos, setPhotos] = useState(saved.requiredPhotos);
  const [pickBox, setPickBox] = useState<string | null>(null);
  const [pickCategory, setPickCategory] = useState<string | null>(null);
  const [pickPhoto, setPickPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ box?: string; category?: string; photo?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const categoryOptions = categories.map((c) => ({ value: String(c.categoryId), label: c.categoryName }));
  const boxOptions = checkBoxes
    .filter((b) => !rows.some((r) => r.checkBoxId === b.checkBoxId))
    .map((b) => ({ value: String(b.checkBoxId), label: b.checkBoxName }));
  const photoOptions = photoTypes
    .filter((p) => !photos.some((x) => x.photoTypeId === p.photoTypeId))
    .map((p) => ({ value: String(p.photoTypeId), label: p.photoTypeName }));

  const addBox = () => {
    const next = {
      box: pickBox ? undefined : messages.selectCheckboxToAdd,
      category: pickCategory ? undefined : messages.selectCategoryForCheckbox,
    };
    setErrors(next);
    if (!pickBox || !pickCategory) return;
    const box = checkBoxes.find((b) => b.checkBoxId === Number(pickBox));
    if (!box) return;
    setRows([...rows, { ...box, categoryId: Number(pickCategory) }]);
    setPickBox(null);
  };
  const addPhoto = () => {
    setErrors({ photo: pickPhoto ? undefined : messages.selectPhotoTypeToAdd });
    const p = photoTypes.find((x) => x.photoTypeId === Number(pickPhoto));
    if (!p) return;
    setPhotos([...photos, p]);
    setPickPhoto(null);
  };

  const grouped = categories
    .map((c) => ({ ...c, rows: rows.filter((r) => r.categoryId === c.categoryId) }))
    .filter((c) => c.rows.length > 0);

  async function saveTemplate() {
    setFailure(null);
    try {
      const answer = await save.mutateAsync({
        equipmentFormNameId: saved.equipmentFormNameId,
        checkBoxesCategories: grouped.map((c) => ({
          categoryId: c.categoryId,
          checkBoxes: c.rows.map((r) => ({ checkBoxId: r.checkBoxId })),
        })),
        requiredPhotos: photos.map((p) => ({ photoTypeId: p.photoTypeId })),
      });
      notifications.show({ color: 'green', message: answer.message });
      onDone();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : messages.unknown);
    }
  }

  async function deleteForm() {
    if (!(await confirmAction({ title: 'Delete Form', message: messages.confirmDeleteForm, confirmLabel: 'Delete' })))
      return;
    setFailure(null);
    try {
      const answer = await remove.mutateAsync(saved.equipmentFormNameId);
      notifications.show({ color: 'green', message: answer.message });
      onDone();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : messages.unknown);
    }
  }

  return (
    <Stack>
      <Title order={3} size="h5">
        {saved.equipmentFormName}
      </Title>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <Select
          label="Checkbox"
          placeholder="Select a checkbox"
          data={boxOptions}
          value={pickBox}
          onChange={setPickBox}
          error={errors.box}
          searchable
          w={240}
        />
        <Select
          label="Category"
          placeholder="Select a category"
          data={categoryOptions}
          value={pickCategory}
          onChange={setPickCategory}
          error={errors.category}
          nothingFoundMessage={messages.noCategoriesExist}
          w={200}
        />
        <Button mt={25} variant="light" onClick={addBox} leftSection={<IconPlus size={16} />}>
          Add Checkbox
        </Button>
      </Group>
      {grouped.length === 0 && categories.length === 0 && <Text c="dimmed">{messages.noCategoriesExist}</Text>}
      {grouped.map((c) => (
        <Paper withBorder p="sm" key={c.categoryId}>
          <Text fw={600} mb="xs">
            {c.categoryName}
          </Text>
          <Table aria-label={`${c.categoryName} checkboxes`}>
            <Table.Tbody>
              {c.rows.map((r) => (
                <Table.Tr key={r.checkBoxId}>
                  <Table.Td>{r.checkBoxName}</Table.Td>
                  <Table.Td w={180}>
                    <Select
                      aria-label={`Category of ${r.checkBoxName}`}
                      data={categoryOptions}
                      value={String(r.categoryId)}
                      onChange={(v) =>
                        v &&
                        setRows(rows.map((x) => (x.checkBoxId === r.checkBoxId ? { ...x, categoryId: Number(v) } : x)))
                      }
                      allowDeselect={false}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${r.checkBoxName}`}
                      onClick={() => setRows(rows.filter((x) => x.checkBoxId !== r.checkBoxId))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
      <Group align="flex-start" gap="xs" wrap="wrap">
        <Select
          label="Photo Type"
          placeholder="Select a photo type"
          data={photoOptions}
          value={pickPhoto}
          onChange={setPickPhoto}
          error={errors.photo}
          w={240}
        />
        <Button mt={25} variant="light" onClick={addPhoto} leftSection={<IconPlus size={16} />}>
          Add Photo Type
        </Button>
      </Group>
      {photos.length > 0 && (
        <Stack gap={4} aria-label="Required photos">
          {photos.map((p) => (
            <Group key={p.photoTypeId} gap="xs">
              <Text size="sm">{p.photoTypeName}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${p.photoTypeName}`}
                onClick={() => setPhotos(photos.filter((x) => x.photoTypeId !== p.photoTypeId))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={saveTemplate} loading={save.isPending}>
          Save Form
        </Button>
        <Button color="red" variant="light" onClick={deleteForm} loading={remove.isPending}>
          Delete Form
        </Button>
      </Group>
    </Stack>
  );
}
