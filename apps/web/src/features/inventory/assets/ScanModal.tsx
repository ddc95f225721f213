import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { IScannerControls } from '@zxing/browser';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/** Why the camera could not be used, in the words a user acts on. */
function cameraProblem(err: unknown): string {
  const name = (err as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera is blocked for this site. Allow camera access in the browser, or type the code on the label below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Type the code printed under the label below.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again.';
  return 'The camera is not available. Type the code printed under the label below.';
}

/**
 * Reads an asset label's QR code with the rear camera (or takes its printed code typed in) and hands
 * the text to `onCode`, which looks it up. The QR decoder is loaded only when the dialog opens.
 */
export function ScanModal({
  onClose,
  onCode,
  problem,
  looking,
}: {
  onClose: () => void;
  onCode: (code: string) => void;
  /** The lookup's refusal (an unknown code), shown under the preview. */
  problem: string;
  looking: boolean;
}) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | string>('starting');
  const [typed, setTyped] = useState('');
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let gone = false;
    let last = '';
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('none'), { name: 'NotFoundError' });
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      if (gone || !video.current) return;
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 250 });
      const c = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current,
        (result) => {
          const text = result?.getText();
          // The same code stays in view: look it up once.
          if (text && text !== last) {
            last = text;
            handler.current(text);
          }
        },
      );
      if (gone) c.stop();
      else {
        controls = c;
        setCamera('on');
      }
    })().catch((err) => {
      if (!gone) setCamera(cameraProblem(err));
    });
    // The camera light goes off when the dialog closes.
    return () => {
      gone = true;
      controls?.stop();
    };
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) onCode(typed.trim());
  };

  return (
    <Modal opened onClose={onClose} title="Scan Asset Label" centered>
      <Stack gap="sm">
        {camera !== 'on' && camera !== 'starting' ? (
          <Alert color="yellow" role="alert" title="Camera unavailable">
            {camera}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Point the camera at the QR code on the asset's label.
          </Text>
        )}
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label="Camera preview"
          style={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            background: '#000',
            borderRadius: 4,
            display: camera === 'on' || camera === 'starting' ? 'block' : 'none',
          }}
        />
        <form onSubmit={submit} noValidate aria-label="Label code">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Code on the label"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              style={{ flex: 1 }}
              autoComplete="off"
            />
            <Button type="submit" variant="default" loading={looking}>
              Find
            </Button>
          </Group>
        </form>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
