import { messages } from '@fieldbook/contract/messages';
import type { User } from '@fieldbook/contract/self';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '../../shared/ui/UserAvatar.tsx';
import { hasPhotoExtension, photoDataUrl } from './photo.ts';
import type { UserFormValues } from './user-form-values.ts';

/** The user's photo: Upload Photo (JPG, JPEG or PNG) and Remove Photo, the saved one until changed. */
export function UserPhotoField({ form, user }: { form: UserFormValues; user: User | null }) {
  const [photoError, setPhotoError] = useState('');
  const photo = form.values.employeePhoto;
  const shownPhoto = photo === undefined ? (user?.employeePhoto ?? null) : photo;
  const fullName = `${form.values.firstName} ${form.values.lastName}`.trim() || 'New user';

  const setPhoto = (value: string | null) => {
    setPhotoError('');
    form.setFieldValue('employeePhoto', value);
  };

  async function pickPhoto(file: File | null) {
    if (!file) return;
    if (!hasPhotoExtension(file.name)) {
      setPhotoError(messages.invalidImageType);
      return;
    }
    try {
      setPhoto(await photoDataUrl(file));
    } catch {
      setPhotoError(messages.invalidImageType);
    }
  }

  return (
    <Paper withBorder p="md">
      <Group align="center">
        <UserAvatar name={fullName} photo={shownPhoto} size={96} />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={pickPhoto} accept="image/png,image/jpeg,.jpg,.jpeg,.png">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhoto size={18} />}>
                  Upload Photo
                </Button>
              )}
            </FileButton>
            {shownPhoto && (
              <Button variant="subtle" color="red" onClick={() => setPhoto(null)}>
                Remove Photo
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            JPG, JPEG or PNG.
          </Text>
          {(photoError || form.errors.employeePhoto) && (
            <Text c="red.8" size="sm" role="alert">
              {photoError || form.errors.employeePhoto}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
