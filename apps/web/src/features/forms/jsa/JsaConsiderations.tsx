import { Checkbox, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { JsaForm } from './jsa-values.ts';

/** Considerations: each category's boxes, an 'Other' box asking for its text. */
export function JsaConsiderations({ form }: { form: JsaForm }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="jsa-considerations">
      <Stack gap="sm">
        <Title order={3} size="h5" id="jsa-considerations">
          Considerations
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {form.values.checkBoxCategories.map((c, ci) => (
            <Stack key={c.category} gap={6} role="group" aria-label={c.category}>
              <Text fw={600} size="sm">
                {c.category}
              </Text>
              {c.boxes.map((b, bi) => (
                <Stack key={b.jsaItemName} gap={4}>
                  <Checkbox
                    label={b.jsaItemName}
                    aria-label={`${c.category}: ${b.jsaItemName}`}
                    {...form.getInputProps(`checkBoxCategories.${ci}.boxes.${bi}.checked`, { type: 'checkbox' })}
                  />
                  {b.jsaItemName === 'Other' && b.checked && (
                    <TextInput
                      aria-label={`${c.category} Other`}
                      placeholder="Describe"
                      {...form.getInputProps(`checkBoxCategories.${ci}.boxes.${bi}.otherText`)}
                    />
                  )}
                </Stack>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
