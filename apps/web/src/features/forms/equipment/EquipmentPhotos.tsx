import type { EquipmentForm, EquipmentPictureFile } from '@fieldbook/contract/forms-equipment';
import {
  getEquipmentPicture,
  uploadEquipmentPicture,
  uploadHourFuelPicture,
} from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import { ActionIcon, Alert, Badge, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, fetchFile } from '../../../shared/api/api.ts';
import { discard, type OutboxItem, useRecordItems } from '../../../shared/offline/outbox/index.ts';
import { PhotoPicker } from '../../../shared/photos/PhotoPicker.tsx';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { equipmentRecord, useDeleteEquipmentPhoto, useUploadEquipmentPhoto } from './equipment-writes.ts';

/** A photo's resized copy as an object URL, for a thumbnail. */
function usePictureUrl(id: number) {
  const q = useQuery({
    queryKey: ['equipmentPicture', id],
    queryFn: () => fetchFile(getEquipmentPicture, { query: { FileId: id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const u = URL.createObjectURL(q.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [q.data]);
  return url;
}

function Thumb({ file, onDelete }: { file: EquipmentPictureFile; onDelete?: () => void }) {
  const url = usePictureUrl(file.equipmentFormPictureId);
  return (
    <Stack gap={4} align="flex-start">
      {url ? (
        <Image src={url} alt={file.fileName} h={96} w={128} fit="cover" radius="sm" />
      ) : (
        <Text size="xs" c="dimmed" h={96}>
          {file.fileName}
        </Text>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${file.fileName}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Stack>
  );
}

/** The photo uploads of a section still waiting on the device (section null: the hour/fuel photo). */
export function waitingPhotos(items: OutboxItem[], code: number | null): OutboxItem[] {
  return items.filter((i) => {
    if (!('parts' in i.payload)) return false;
    if (code === null) return i.path === uploadHourFuelPicture.path;
    const type = i.payload.parts.find((p) => p.name === 'PictureType');
    return i.path === uploadEquipmentPicture.path && type && 'value' in type && Number(type.value) === code;
  });
}

/** A photo kept on the device, shown from its Blob, marked as waiting to send. */
function WaitingThumb({ item, editable }: { item: OutboxItem; editable: boolean }) {
  const part = 'parts' in item.payload ? item.payload.parts.find((p) => 'file' in p) : undefined;
  const url = useObjectUrl(part && 'file' in part ? part.file : null);
  const name = part && 'file' in part ? part.fileName : '';
  return (
    <Stack gap={4} align="flex-start">
      {url && <Image src={url} alt={name} h={96} w={128} fit="cover" radius="sm" />}
      <Badge color={item.state === 'refused' ? 'red' : 'orange'} variant="light" size="sm">
        {item.state === 'refused' ? messages.notSent : messages.photoWaiting}
      </Badge>
      {editable && item.state !== 'sending' && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          onClick={async () => {
            if (await confirmAction({ title: 'Delete photo', message: `Delete ${name}?`, confirmLabel: 'Delete' }))
              await discard(item);
          }}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Stack>
  );
}

interface Section {
  /** A template photo type id, 0 damage, -1 delivery, -2 pickup; null for the hour/fuel photo. */
  code: number | null;
  name: string;
  required: boolean;
  files: EquipmentPictureFile[];
}

export function photoSections(form: EquipmentForm): Section[] {
  return [
    ...form.pictures.map((p) => ({
      code: p.equipmentPhotoTypeId,
      name: p.equipmentPhotoTypeName,
      required: p.required,
      files: p.files,
    })),
    {
      code: null,
      name: 'Hour Meter / Fuel Photo',
      required: false,
      files: form.hourFuelPhoto ? [form.hourFuelPhoto] : [],
    },
  ];
}

/**
 * The photo sections of a form: thumbnails (those still on the device marked waiting), and (when
 * editable) the rear camera or a file, one at a time.
 */
export function EquipmentPhotos({
  form,
  jobId,
  base = '',
  editable,
}: {
  form: EquipmentForm;
  jobId: number;
  /** The equipment forms' address of the stage (for the waiting list's link). */
  base?: string;
  editable: boolean;
}) {
  const queued = useRecordItems(equipmentRecord(form.equipmentFormId));
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Photos
      </Title>
      {photoSections(form).map((s) => (
        <PhotoSection
          key={s.code ?? 'hourFuel'}
          section={s}
          waiting={waitingPhotos(queued, s.code)}
          form={form}
          jobId={jobId}
          base={base}
          editable={editable}
        />
      ))}
    </Stack>
  );
}

function PhotoSection({
  section,
  waiting,
  form,
  jobId,
  base,
  editable,
}: {
  section: Section;
  waiting: OutboxItem[];
  form: EquipmentForm;
  jobId: number;
  base: string;
  editable: boolean;
}) {
  const upload = useUploadEquipmentPhoto(jobId, form, base);
  const remove = useDeleteEquipmentPhoto(jobId, form, base);
  const [failure, setFailure] = useState('');
  const send = (file: File) => {
    setFailure('');
    upload.mutate(
      { file, section },
      {
        onSuccess: (outcome) =>
          outcome.status === 'sent' && notifications.show({ color: 'green', message: outcome.answer.message }),
        onError: (err) =>
          setFailure(`${messages.photoUploadFailed} ${err instanceof ApiError ? err.message : ''}`.trim()),
      },
    );
  };
  const label = `${section.name}${section.required ? ' (required)' : ''}`;
  return (
    <Paper withBorder p="sm" component="section" aria-label={section.name}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {section.files.length + waiting.length ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {section.files.map((f) => (
              <Thumb
                key={f.equipmentFormPictureId}
                file={f}
                onDelete={
                  editable
                    ? async () => {
                        if (
                          await confirmAction({
                            title: 'Delete photo',
                            message: `Delete ${f.fileName}?`,
                            confirmLabel: 'Delete',
                          })
                        )
                          remove.mutate(
                            { id: f.equipmentFormPictureId, fileName: f.fileName },
                            { onError: (err) => setFailure(err.message) },
                          );
                      }
                    : undefined
                }
              />
            ))}
            {waiting.map((item) => (
              <WaitingThumb key={item.key} item={item} editable={editable} />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No photos.
          </Text>
        )}
        {editable && (
          <PhotoPicker label={`Add photo: ${section.name}`} pending={upload.isPending} size="xs" onPick={send} />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
