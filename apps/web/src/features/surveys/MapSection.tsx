import { messages } from '@fieldbook/contract/messages';
import type { SurveyForm } from '@fieldbook/contract/surveys';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconMapPinOff, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState } from 'react';
import { discard, useRecordItems } from '../../shared/offline/outbox/index.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useObjectUrl } from '../../shared/ui/use-object-url.ts';
import { MapCanvas, type MapMarker } from './MapCanvas.tsx';
import type { SurveyEditorForm } from './SurveySections.tsx';
import { SurveySection } from './SurveySections.tsx';
import { fileOf, useDeleteSurveyMap, useUploadSurveyMap, waitingMap } from './survey-file-writes.ts';
import { surveyRecord } from './survey-writes.ts';
import { useSurveyMap } from './surveys.queries.ts';

/**
 * Section 5: the site map with each placed meter's marker. While editing, the map can be replaced
 * or removed, and a meter's button arms placement: the next click or tap on the map sets its place.
 * A map not sent yet is shown from the device, marked waiting.
 */
export function MapSection({
  jobId,
  base,
  saved,
  form,
  editable,
}: {
  jobId: number;
  base: string;
  saved: SurveyForm;
  form: SurveyEditorForm;
  editable: boolean;
}) {
  const surveyFormId = saved.surveyFormId;
  const map = useSurveyMap(surveyFormId);
  const upload = useUploadSurveyMap(jobId, base, saved);
  const remove = useDeleteSurveyMap(jobId, base, saved);
  const kept = waitingMap(useRecordItems(surveyRecord(surveyFormId)));
  const keptUrl = useObjectUrl(kept && fileOf(kept)?.file);
  const [armed, setArmed] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const inputId = useId();
  const rows = form.values.measurements;
  const markers: MapMarker[] = useMemo(
    () =>
      rows.map((m, i) => ({
        key: m.rowKey,
        label: String(i + 1),
        x: Number(m.location_X) || 0,
        y: Number(m.location_Y) || 0,
        muted: m.unused === true,
      })),
    [rows],
  );
  const armedIndex = rows.findIndex((m) => m.rowKey === armed);
  const hasMap = map.data?.hasMap === true || kept !== undefined;
  const image = keptUrl ?? (map.data?.hasMap ? `data:image/png;base64,${map.data.mapData}` : null);

  const place = (point: { x: number; y: number }) => {
    if (armedIndex < 0) return;
    form.setFieldValue(`measurements.${armedIndex}.location_X`, point.x);
    form.setFieldValue(`measurements.${armedIndex}.location_Y`, point.y);
    setArmed(null);
  };
  const unplace = (index: number) => {
    form.setFieldValue(`measurements.${index}.location_X`, 0);
    form.setFieldValue(`measurements.${index}.location_Y`, 0);
    if (rows[index]?.rowKey === armed) setArmed(null);
  };

  const send = (file: File | undefined) => {
    if (!file) return;
    setFailure('');
    upload.mutate(file, {
      onSuccess: (outcome) =>
        outcome.status === 'sent' && notifications.show({ color: 'green', message: outcome.answer.message }),
      onError: (err) => setFailure(err.message),
    });
    if (input.current) input.current.value = '';
  };
  async function onDelete() {
    const ok = await confirmAction({
      title: 'Delete Map',
      message: 'Delete the site map of this form? The meters keep their places.',
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setFailure('');
    // A map still on the device is dropped there; the server's map (if any) shows again.
    if (kept && kept.state !== 'sending') return discard(kept);
    remove.mutate(undefined, {
      onSuccess: (outcome) =>
        outcome.status === 'sent' && notifications.show({ color: 'green', message: outcome.answer.message }),
      onError: (err) => setFailure(err.message),
    });
  }

  const loadFailure = map.error?.message ?? '';
  return (
    <SurveySection
      number={5}
      title="Map"
      actions={
        editable && (
          <Group gap="xs">
            <Button
              component="label"
              htmlFor={inputId}
              size="xs"
              variant="light"
              leftSection={<IconPhotoUp size={16} />}
              loading={upload.isPending}
            >
              {hasMap ? 'Replace Map' : 'Upload Map'}
            </Button>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept="image/*"
              aria-label="Map image"
              style={{ display: 'none' }}
              onChange={(e) => send(e.currentTarget.files?.[0])}
            />
            {hasMap && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={onDelete}
                loading={remove.isPending}
              >
                Delete Map
              </Button>
            )}
          </Group>
        )
      }
    >
      {map.isLoading ? (
        <PageLoader label="Loading the map…" />
      ) : hasMap ? (
        <Stack gap="xs">
          {editable && rows.length > 0 && (
            <Group gap="xs" wrap="wrap" role="group" aria-label="Place meters">
              {rows.map((m, i) => {
                const placed = markers[i].x > 0 || markers[i].y > 0;
                const isArmed = armed === m.rowKey;
                return (
                  <Group key={m.rowKey} gap={2} wrap="nowrap">
                    <Button
                      size="xs"
                      variant={isArmed ? 'filled' : 'light'}
                      color={isArmed ? 'orange' : undefined}
                      leftSection={<IconMapPin size={14} />}
                      aria-pressed={isArmed}
                      onClick={() => setArmed(isArmed ? null : m.rowKey)}
                    >
                      Place Meter {i + 1}
                    </Button>
                    {placed && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="gray"
                        px={6}
                        aria-label={`Remove Meter ${i + 1} from the map`}
                        onClick={() => unplace(i)}
                      >
                        <IconMapPinOff size={14} />
                      </Button>
                    )}
                  </Group>
                );
              })}
            </Group>
          )}
          {kept && (
            <Badge color={kept.state === 'refused' ? 'red' : 'orange'} variant="light" w="fit-content">
              {kept.state === 'refused' ? messages.notSent : messages.mapWaiting}
            </Badge>
          )}
          {armedIndex >= 0 && (
            <Text size="sm" c="orange.8" role="status">
              Click or tap the map to place Meter {armedIndex + 1}.
            </Text>
          )}
          <MapCanvas
            image={image}
            markers={markers}
            armed={armedIndex >= 0}
            onPlace={place}
            label={`Site map with ${markers.filter((m) => m.x > 0 || m.y > 0).length} meters placed`}
          />
          <MarkerLegend markers={markers} />
        </Stack>
      ) : (
        !loadFailure && (
          <Text size="sm" c="dimmed">
            {messages.surveyMapNone}
          </Text>
        )
      )}
      {(failure || loadFailure) && (
        <Alert color="red" role="alert">
          {failure || loadFailure}
        </Alert>
      )}
    </SurveySection>
  );
}

/** Where each meter sits, in words (the map itself is a picture). */
function MarkerLegend({ markers }: { markers: MapMarker[] }) {
  if (markers.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" aria-label="Meter places">
      {markers.map((m) => `Meter ${m.label}: ${m.x > 0 || m.y > 0 ? `${m.x}, ${m.y}` : 'not placed'}`).join(' · ')}
    </Text>
  );
}
