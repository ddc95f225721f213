import { Button, Group, type MantineSize } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { WebcamButton } from './WebcamButton.tsx';

/**
 * Add Photo: a file picker that opens the rear camera on a phone, and Take Photo where a webcam is
 * reported. Hands over one file at a time and empties itself, so the same file can be picked again.
 * Add Photo is a button that opens the hidden input, so a keyboard reaches it and a screen reader
 * announces a button (a label styled as one was neither).
 */
export function PhotoPicker(props: {
  /** The accessible name of the file input, e.g. 'Add photo: Damage'. */
  label: string;
  pending: boolean;
  size?: MantineSize;
  onPick: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        onClick={() => input.current?.click()}
        size={props.size}
        leftSection={<IconPhotoPlus size={16} />}
        loading={props.pending}
      >
        Add Photo
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={props.label}
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (input.current) input.current.value = '';
          if (file) props.onPick(file);
        }}
      />
      <WebcamButton onCapture={props.onPick} disabled={props.pending} />
    </Group>
  );
}
