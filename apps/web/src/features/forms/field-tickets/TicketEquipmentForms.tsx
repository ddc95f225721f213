import { messages } from '@fieldbook/contract/messages';
import { Stack, Text, Title } from '@mantine/core';

/**
 * The equipment forms a field ticket covers and their hour/fuel photos (spec 3 §2.9). The ticket
 * stores the forms' ids; their rows and photos come from the equipment forms' own calls:
 * GET /JobForm/ListedEquipmentForms?EquipmentFormId=… (the forms: date, name, completed, hour/fuel
 * photos) and GET /JobForm/HourFuelPicture?PhotoId (a photo's bytes, downloadable). The coordinator
 * wires them here; until then a ticket's list shows the empty texts.
 */
export function TicketEquipmentForms({ equipmentFormIds: _ids }: { equipmentFormIds: readonly number[] }) {
  return (
    <>
      <Stack gap={4} component="section" aria-labelledby="ticket-equipment-forms">
        <Title order={3} size="h5" id="ticket-equipment-forms">
          Equipment Forms
        </Title>
        <Text c="dimmed">{messages.noEquipmentFormsCreated}</Text>
      </Stack>
      <Stack gap={4} component="section" aria-labelledby="ticket-hour-fuel">
        <Title order={3} size="h5" id="ticket-hour-fuel">
          Equipment Hour/Fuel Photos
        </Title>
        <Text c="dimmed">{messages.noEquipmentFormsForPhotos}</Text>
      </Stack>
    </>
  );
}
