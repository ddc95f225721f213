import type { JsaProductOption } from '@fieldbook/contract/forms-jsa';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { type JsaForm, type JsaOptions, OTHER, productKey, rowFor } from './jsa-values.ts';

/**
 * Risk Management: a row per product, its sequence of actions and that action's potential risks
 * (each with 'Other' and its text), and the site's risk with its mitigation; rows copy and delete.
 */
export function JsaRiskRows({ form, options }: { form: JsaForm; options: JsaOptions }) {
  const productOf = (i: number): JsaProductOption | undefined => {
    const r = form.values.riskManagements[i];
    return options.products.find((p) => productKey(p) === productKey(r));
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="jsa-risks">
      <Stack gap="md">
        <Title order={3} size="h5" id="jsa-risks">
          Risk Management
        </Title>
        {form.values.riskManagements.map((r, i) => {
          const product = productOf(i);
          const action = product?.actions.find((a) => a.sequenceActionId === r.sequenceActionId);
          const riskValues = [...r.productRisks.map((p) => String(p.potentialRiskId)), ...(r.riskOther ? [OTHER] : [])];
          const n = i + 1;
          return (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is their identity
              key={i}
              withBorder
              p="sm"
              bg="gray.0"
              component="fieldset"
              aria-label={`Product ${n}`}
              style={{ margin: 0 }}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    Product {n}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Copy row">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Copy product ${n}`}
                        onClick={() => form.insertListItem('riskManagements', rowFor(r), i + 1)}
                      >
                        <IconCopy size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <DeleteButton label={`product ${n}`} onClick={() => form.removeListItem('riskManagements', i)} />
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={`Product ${n}`}
                    withAsterisk
                    data={options.products.map((p) => ({ value: productKey(p), label: p.productName }))}
                    value={r.productName ? productKey(r) : null}
                    onChange={(v) => {
                      const p = options.products.find((x) => productKey(x) === v) ?? null;
                      form.setFieldValue(`riskManagements.${i}`, {
                        ...rowFor(p),
                        siteRisk: r.siteRisk,
                        riskMitigation: r.riskMitigation,
                      });
                    }}
                    error={form.errors[`riskManagements.${i}.productName`]}
                    searchable
                  />
                  <Select
                    label={`Product ${n} Sequence of Actions`}
                    withAsterisk
                    data={[
                      ...(product?.actions ?? []).map((a) => ({
                        value: String(a.sequenceActionId),
                        label: a.action,
                      })),
                      { value: OTHER, label: 'Other' },
                    ]}
                    value={r.actionOther ? OTHER : r.sequenceActionId ? String(r.sequenceActionId) : null}
                    onChange={(v) => {
                      // Choosing an action clears the risks chosen for the last one (spec §4).
                      form.setFieldValue(`riskManagements.${i}`, {
                        ...r,
                        sequenceActionId: v && v !== OTHER ? Number(v) : null,
                        actionOther: v === OTHER,
                        actionTextOther: v === OTHER ? r.actionTextOther : '',
                        productRisks: [],
                        riskOther: false,
                        riskTextOther: '',
                      });
                    }}
                    error={form.errors[`riskManagements.${i}.sequenceActionId`]}
                    searchable
                  />
                </SimpleGrid>
                {r.actionOther && (
                  <TextInput
                    label={`Product ${n} Action Description`}
                    withAsterisk
                    {...form.getInputProps(`riskManagements.${i}.actionTextOther`)}
                  />
                )}
                <MultiSelect
                  label={`Product ${n} Potential Risks`}
                  withAsterisk
                  data={[
                    ...(action?.risks ?? []).map((k) => ({ value: String(k.potentialRiskId), label: k.risk })),
                    { value: OTHER, label: 'Other' },
                  ]}
                  value={riskValues}
                  onChange={(vs) => {
                    form.setFieldValue(
                      `riskManagements.${i}.productRisks`,
                      vs.filter((v) => v !== OTHER).map((v) => ({ potentialRiskId: Number(v) })),
                    );
                    form.setFieldValue(`riskManagements.${i}.riskOther`, vs.includes(OTHER));
                  }}
                  error={form.errors[`riskManagements.${i}.productRisks`]}
                  disabled={!r.actionOther && !r.sequenceActionId}
                  searchable
                />
                {r.riskOther && (
                  <TextInput
                    label={`Product ${n} Risk Description`}
                    withAsterisk
                    {...form.getInputProps(`riskManagements.${i}.riskTextOther`)}
                  />
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Textarea
                    label={`Product ${n} Site Specific Risk`}
                    withAsterisk
                    autosize
                    minRows={2}
                    {...form.getInputProps(`riskManagements.${i}.siteRisk`)}
                  />
                  <Textarea
                    label={`Product ${n} Site Specific Risk Mitigation`}
                    withAsterisk
                    autosize
                    minRows={2}
                    {...form.getInputProps(`riskManagements.${i}.riskMitigation`)}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
        {options.products.length === 0 && (
          <Text c="dimmed" size="sm">
            This job's scope has no products yet.
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              form.insertListItem('riskManagements', rowFor(options.products.length === 1 ? options.products[0] : null))
            }
          >
            Add Product
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
