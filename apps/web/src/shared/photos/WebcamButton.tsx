import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §9: 1920×1080, the rear camera, jpeg. */
const CONSTRAINTS: MediaStreamConstraints = { video: { width: 1920, height: 1080, facingMode: 'environment' } };

/** Whether the browser reports a camera; false hides the button. */
function useHasCamera(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.enumerateDevices) return;
    devices
      .enumerateDevices()
      .then((list) => setHas(list.some((d) => d.kind === 'videoinput')))
      .catch(() => setHas(false));
  }, []);
  return has;
}

/** 'Take Photo': a webcam preview; the capture is uploaded like a chosen file. */
export function WebcamButton({ onCapture, disabled }: { onCapture: (file: File) => void; disabled?: boolean }) {
  const hasCamera = useHasCamera();
  const [open, setOpen] = useState(false);
  if (!hasCamera) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCamera size={16} />}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        Take Photo
      </Button>
      {open && (
        <WebcamModal
          onClose={() => setOpen(false)}
          onCapture={(file) => {
            setOpen(false);
            onCapture(file);
          }}
        />
      )}
    </>
  );
}

function WebcamModal({ onClose, onCapture }: { onClose: () => void; onCapture: (file: File) => void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // True once the preview has drawn its first frame: before that a capture would be an empty image.
  const [hasFrame, setHasFrame] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let active: MediaStream | null = null;
    let gone = false;
    navigator.mediaDevices
      .getUserMedia(CONSTRAINTS)
      .then((s) => {
        if (gone) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        active = s;
        setStream(s);
      })
      .catch((err: Error) => setFailure(`The camera could not be opened: ${err.message}`));
    // The camera light goes off when the dialog closes.
    return () => {
      gone = true;
      for (const t of active?.getTracks() ?? []) t.stop();
    };
  }, []);

  // The dialog mounts its content with its opening transition, so the stream may arrive before or
  // after the video element: a ref callback that changes with the stream attaches it once both exist.
  const attachVideo = useCallback(
    (el: HTMLVideoElement | null) => {
      video.current = el;
      if (el && stream && el.srcObject !== stream) el.srcObject = stream;
    },
    [stream],
  );

  const capture = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return setFailure('The photo could not be taken.');
        const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
        onCapture(new File([blob], `photo-${stamp}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <Modal opened onClose={onClose} title="Take Photo" size="lg" centered>
      <Stack gap="sm">
        {failure && <Alert color="red">{failure}</Alert>}
        <video
          ref={attachVideo}
          autoPlay
          playsInline
          muted
          style={{ width: '100%', background: '#000' }}
          aria-label="Camera preview"
          onLoadedData={() => setHasFrame(true)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button leftSection={<IconCamera size={16} />} onClick={capture} disabled={!hasFrame}>
            Capture
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
