import { messages } from '@fieldbook/contract/messages';
import { SIGNATURE_PAD } from '@fieldbook/contract/profile';
import { Alert, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { SignatureCanvas } from '../../../shared/ui/SignatureCanvas.tsx';

const { width: PAD_WIDTH, height: PAD_HEIGHT } = SIGNATURE_PAD;

/**
 * /Signature: a drawing pad of 500 × 200 with Save (shows a preview image) and Clear (spec 1 §2).
 */
export default function SignaturePadScreen() {
  const padRef = useRef<SignaturePad | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [hint, setHint] = useState('');

  function save() {
    const pad = padRef.current;
    if (!pad) return;
    if (pad.isEmpty()) {
      setPreview(null);
      setHint(messages.drawSignatureFirst);
      return;
    }
    setHint('');
    setPreview(pad.toDataURL('image/png'));
  }

  function clear() {
    padRef.current?.clear();
    setPreview(null);
    setHint('');
  }

  return (
    <Stack maw={PAD_WIDTH + 34}>
      <Title order={1} size="h3">
        Signature
      </Title>
      <Text size="sm" c="dimmed">
        Sign in the box with the mouse, a pen or your finger.
      </Text>
      <Paper withBorder p="md">
        <Stack>
          <SignatureCanvas padRef={padRef} onBeginStroke={() => setHint('')} />
          {hint && (
            <Alert color="yellow" role="alert">
              {hint}
            </Alert>
          )}
          <Group>
            <Button onClick={save}>Save</Button>
            <Button variant="default" onClick={clear}>
              Clear
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              Preview
            </Title>
            <Image
              src={preview}
              alt="Signature preview"
              w={PAD_WIDTH}
              maw="100%"
              h="auto"
              style={{ aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
