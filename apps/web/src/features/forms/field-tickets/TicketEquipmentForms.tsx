import { hourFuelPicture, type TicketEquipmentForm } from '@fieldbook/contract/forms-equipment';
import { messages } from '@fieldbook/contract/messages';
import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { download } from '../../../shared/api/api.ts';
import { isDeviceId } from '../../../shared/offline/outbox/index.ts';
import { formatDate } from '../../../shared/ui/format.ts';
import { CompletedIcon } from '../equipment/EquipmentArea.tsx';
import { formsOfTheDayQuery, isDay, listedEquipmentFormsQuery } from './field-tickets.queries.ts';

/**
 * The equipment forms a field ticket lists and their hour/fuel photos (spec 3 §2.9). Read: the listed
 * forms (ListedEquipmentForms). Editing (`onChange` given): the job's forms of the ticket's date
 * (OrphanedForms) with the listed ones, each ticked on or off the ticket.
 */
export function TicketEquipmentForms({
  jobId,
  date,
  selected,
  onChange,
}: {
  jobId: number;
  date: string;
  selected: readonly number[];
  onChange?: (ids: number[]) => void;
}) {
  // A form made on the device (its id negative until sent) is not on the server yet: the day's forms on
  // the device hold it, so only the others are asked for.
  const onServer = selected.filter((id) => !isDeviceId(id));
  const listed = useQuery(listedEquipmentFormsQuery(jobId, onServer));
  const ofTheDay = useQuery({
    ...formsOfTheDayQuery(jobId, date),
    enabled: Boolean(onChange) && jobId > 0 && isDay(date),
  });
  const byId = new Map<number, TicketEquipmentForm>();
  for (const f of [...(ofTheDay.data ?? []), ...(listed.data ?? [])]) byId.set(f.equipmentFormId, f);
  const onDevice = selected.flatMap((id) => (isDeviceId(id) && byId.get(id)) || []);
  const shown = onChange ? [...byId.values()] : [...(listed.data ?? []), ...onDevice];
  const onTicket = shown.filter((f) => selected.includes(f.equipmentFormId));
  const toggle = (id: number, on: boolean) => onChange?.(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <>
      <Stack gap={4} component="section" aria-labelledby="ticket-equipment-forms">
        <Title order={3} size="h5" id="ticket-equipment-forms">
          Equipment Forms
        </Title>
        {shown.length === 0 ? (
          <Text c="dimmed">{messages.noEquipmentFormsCreated}</Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label="Equipment forms of the ticket">
              <Table.Thead>
                <Table.Tr>
                  {onChange && <Table.Th>On ticket</Table.Th>}
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Form</Table.Th>
                  <Table.Th>Completed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((f) => (
                  <Table.Tr key={f.equipmentFormId}>
                    {onChange && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`List ${f.name} ${f.unitNumber} on the ticket`}
                          checked={selected.includes(f.equipmentFormId)}
                          onChange={(e) => toggle(f.equipmentFormId, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>{formatDate(f.date)}</Table.Td>
                    <Table.Td>
                      {f.name} · {f.unitNumber}
                    </Table.Td>
                    <Table.Td>
                      <CompletedIcon completed={f.completed} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap={4} component="section" aria-labelledby="ticket-hour-fuel">
        <Title order={3} size="h5" id="ticket-hour-fuel">
          Equipment Hour/Fuel Photos
        </Title>
        <HourFuelPhotos forms={onTicket} />
      </Stack>
    </>
  );
}

/** Each listed form's hour meter / fuel photos, downloadable; the empty text when none has any. */
function HourFuelPhotos({ forms }: { forms: TicketEquipmentForm[] }) {
  const withPhotos = forms.filter((f) => f.hourFuelPhotos.length > 0);
  if (withPhotos.length === 0) return <Text c="dimmed">{messages.noEquipmentFormsForPhotos}</Text>;
  return (
    <Group gap="xs">
      {withPhotos.flatMap((f) =>
        f.hourFuelPhotos.map((p) => (
          <Button
            key={p.hourFuelPhotoId}
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => download(hourFuelPicture, { query: { PhotoId: p.hourFuelPhotoId } }, p.fileName)}
          >
            {f.name} · {f.unitNumber}
          </Button>
        )),
      )}
    </Group>
  );
}
