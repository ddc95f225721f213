import type { FailureReport } from '@fieldbook/contract/inventory-assets';
import { getFailurePhoto } from '@fieldbook/contract/inventory-assets';
import { ActionIcon, Alert, Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFile } from '../../../shared/api/api.ts';
import { PhotoPicker } from '../../../shared/photos/PhotoPicker.tsx';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { useDeleteFailurePhoto, useUploadFailurePhoto } from './assets.queries.ts';

/** A failure photo's resized copy as an object URL. */
function usePhotoUrl(PhotoId: number, original = false) {
  const q = useQuery({
    queryKey: ['assetFailures', 'photo', PhotoId, original],
    queryFn: () => fetchFile(getFailurePhoto, { query: { PhotoId, ...(original ? { original: 'true' } : {}) } }),
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

function Photo({ photo, onDelete }: { photo: FailureReport['photos'][number]; onDelete?: () => void }) {
  const url = usePhotoUrl(photo.assetFailurePhotoId);
  return (
    <Stack gap={4}>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener">
          <Image src={url} alt={photo.fileName} h={120} fit="cover" radius="sm" />
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed" h={120}>
          {photo.fileName}
        </Text>
      )}
      <Group gap={4} justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {photo.fileName}
        </Text>
        {onDelete && (
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${photo.fileName}`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Stack>
  );
}

/** A failure report's photos; when editable, one image at a time from the camera or a file, and delete. */
export function FailurePhotos({ report, editable }: { report: FailureReport; editable: boolean }) {
  const upload = useUploadFailurePhoto(report.assetFailureId);
  const remove = useDeleteFailurePhoto(report.assetFailureId);
  const [failure, setFailure] = useState('');
  const send = (file: File) => {
    setFailure('');
    if (!file.type.startsWith('image/')) {
      setFailure('Only images can be added.');
    } else {
      upload.mutate(file, {
        onSuccess: (a) => notifications.show({ color: 'green', message: a.message }),
        onError: (err) => setFailure(err.message),
      });
    }
  };
  const onDelete = async (photo: FailureReport['photos'][number]) => {
    const ok = await confirmAction({
      title: 'Delete photo',
      message: `Delete ${photo.fileName}?`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    remove.mutate(photo.assetFailurePhotoId, {
      onSuccess: (a) => notifications.show({ color: 'green', message: a.message }),
      onError: (err) => setFailure(err.message),
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Photos">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Photos
        </Title>
        {report.photos.length ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {report.photos.map((p) => (
              <Photo key={p.assetFailurePhotoId} photo={p} onDelete={editable ? () => onDelete(p) : undefined} />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No photos.
          </Text>
        )}
        {editable && <PhotoPicker label={'Add photo'} pending={upload.isPending} onPick={send} />}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
