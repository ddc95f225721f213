import { messages } from '@fieldbook/contract/messages';
import { SIGNATURE_ASPECT, saveUserSignature } from '@fieldbook/contract/profile';
import { Alert, Anchor, Box, Button, FileInput, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { Link, useParams } from 'react-router';
import { call } from '../../../shared/api/api.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { useObjectUrl } from '../../../shared/ui/use-object-url.ts';
import { cropToPng, hasSignatureExtension, type PixelArea } from './crop.ts';
import { SignatureImage } from './SignatureImage.tsx';
import { signatureKey, useSelfId } from './signature.queries.ts';

/**
 * /User/EditSignature (the own signature; the id comes from SelfCheck) and
 * /Admin/User/{userId}/EditSignature (that user's): choose a JPG or PNG, crop it at 16:9, save as PNG.
 */
export default function EditSignatureScreen() {
  const params = useParams();
  const adminUserId = params.userId ? Number(params.userId) : undefined;
  const self = useSelfId();
  const userId = adminUserId ?? self.data;

  if (adminUserId === undefined && self.isPending) return <PageLoader />;
  if (userId === undefined || Number.isNaN(userId)) {
    return (
      <Alert color="red" role="alert">
        {self.error?.message ?? messages.userNotFound}
      </Alert>
    );
  }
  return <SignatureEditor userId={userId} admin={adminUserId !== undefined} />;
}

function SignatureEditor({ userId, admin }: { userId: number; admin: boolean }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [saved, setSaved] = useState('');
  const imageUrl = useObjectUrl(file);

  // A new image starts uncropped and centred.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new file on purpose
  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  }, [file]);

  function choose(chosen: File | null) {
    setSaved('');
    save.reset();
    if (chosen && !hasSignatureExtension(chosen.name)) {
      // Spec 1 §2: any other extension clears the image.
      setFile(null);
      setFileError(messages.invalidImageType);
      return;
    }
    setFileError('');
    setFile(chosen);
  }

  const save = useMutation({
    mutationFn: async () => {
      if (!imageUrl || !area) throw new Error('Please choose an image first.');
      const png = await cropToPng(imageUrl, area);
      const form = new FormData();
      form.append('userId', String(userId));
      form.append('file', png, 'signature.png');
      return call(saveUserSignature, { body: form });
    },
    onSuccess: (res) => {
      setSaved(res.message);
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: signatureKey(userId) });
    },
  });

  return (
    <Stack maw={720}>
      {admin && (
        <Anchor component={Link} to={`/Admin/User/${userId}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to user
          </Group>
        </Anchor>
      )}
      <Title order={1} size="h3">
        Edit Signature
      </Title>

      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h5">
            Current signature
          </Title>
          <SignatureImage userId={userId} />
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h5">
            New signature
          </Title>
          <FileInput
            label="Signature image"
            description="A JPG or PNG file; crop it to the signature below."
            placeholder="Choose an image"
            // Mantine's placeholder grey is below the WCAG AA contrast on white.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            leftSection={<IconUpload size={16} aria-hidden />}
            value={file}
            onChange={choose}
            error={fileError || undefined}
            clearable
          />
          {imageUrl && (
            <>
              <Box pos="relative" w="100%" style={{ aspectRatio: '16 / 9' }} bg="gray.2">
                <Cropper
                  image={imageUrl}
                  crop={crop}
                  zoom={zoom}
                  aspect={SIGNATURE_ASPECT}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_area, pixels) => setArea(pixels)}
                  cropperProps={{ 'aria-label': 'Crop area: drag or use the arrow keys to move the image' }}
                  mediaProps={{ alt: 'Chosen signature image' }}
                />
              </Box>
              <Box>
                <Text size="sm" fw={500} id="signature-zoom-label">
                  Zoom
                </Text>
                <Slider
                  aria-labelledby="signature-zoom-label"
                  thumbLabel="Zoom"
                  min={1}
                  max={3}
                  step={0.05}
                  value={zoom}
                  onChange={setZoom}
                  label={(v) => `${Math.round(v * 100)}%`}
                />
              </Box>
            </>
          )}
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          {saved && (
            <Alert color="green" role="status">
              {saved}
            </Alert>
          )}
          <Group>
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!imageUrl || !area}>
              Save Signature
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
