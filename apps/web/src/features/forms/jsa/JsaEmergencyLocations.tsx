import { EMERGENCY_LOCATION_MAX } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Image, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import type { JsaForm, JsaOptions } from './jsa-values.ts';

/** Emergency Locations: a type (with its icon) and a location each, the location cut at its limit with a note. */
export function JsaEmergencyLocations({ form, options }: { form: JsaForm; options: JsaOptions }) {
  const [limited, setLimited] = useState<Record<number, boolean>>({});
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="jsa-emergency">
      <Stack gap="sm">
        <Title order={3} size="h5" id="jsa-emergency">
          Emergency Locations
        </Title>
        {form.values.emergency.map((e, i) => {
          const type = options.emergencyTypes.find((t) => t.jsaEmergencyID === e.emergencyTypeID);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is their identity
            <Group key={i} align="flex-start" wrap="wrap" gap="sm">
              {type ? <Image src={type.iconUrl} alt="" w={36} h={36} mt={26} /> : <div style={{ width: 36 }} />}
              <Select
                label={`Emergency ${i + 1} Type`}
                data={options.emergencyTypes.map((t) => ({
                  value: String(t.jsaEmergencyID),
                  label: t.emergencyName,
                }))}
                value={e.emergencyTypeID ? String(e.emergencyTypeID) : null}
                onChange={(v) => form.setFieldValue(`emergency.${i}.emergencyTypeID`, v ? Number(v) : 0)}
                error={form.errors[`emergency.${i}.emergencyTypeID`]}
                miw={180}
              />
              <TextInput
                label={`Emergency ${i + 1} Location`}
                value={e.emergencyTypeLocation}
                onChange={(ev) => {
                  const text = ev.currentTarget.value;
                  setLimited({ ...limited, [i]: text.length > EMERGENCY_LOCATION_MAX });
                  form.setFieldValue(`emergency.${i}.emergencyTypeLocation`, text.slice(0, EMERGENCY_LOCATION_MAX));
                }}
                error={limited[i] ? messages.inputLimited16 : form.errors[`emergency.${i}.emergencyTypeLocation`]}
                miw={180}
                style={{ flex: 1 }}
              />
              <Group mt={26}>
                <DeleteButton
                  label={`emergency location ${i + 1}`}
                  onClick={() => {
                    form.removeListItem('emergency', i);
                    setLimited({});
                  }}
                />
              </Group>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('emergency', { emergencyTypeID: 0, emergencyTypeLocation: '' })}
          >
            Add Emergency Location
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
