import {
  EMERGENCY_LOCATION_MAX,
  type JsaProductOption,
  jsaFields,
  jsaMissingFields,
} from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Image,
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
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconCopy, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { timeValue } from '../../../shared/ui/format.ts';
import { type useJsaForm, useSaveJsa } from './jsa.queries.ts';
import { OTHER, productKey, rowFor, TIME_OPTIONS, valuesOf } from './jsa-values.ts';

type FormData = NonNullable<ReturnType<typeof useJsaForm>['data']>;

const calendarLabels = {
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/**
 * The JSA worksheet (spec 3 §2.11): date and time, supervisor and emergency contacts, considerations,
 * emergency locations and the risk management rows. Saving goes to the saved JSA's page.
 */
export function JsaEditor(props: {
  jobId: number;
  stepId: number;
  jsaId: number;
  saved: Parameters<typeof valuesOf>[0];
  options: FormData;
  /** The stage's JSA route (…/Installation/JSA). */
  base: string;
}) {
  const { jobId, stepId, jsaId, options, base } = props;
  const save = useSaveJsa();
  // One key per new worksheet, kept across retries: the server answers a repeat with the first JSA.
  const [clientKey] = useState(() => crypto.randomUUID());
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const { form, failure, setFailure, onSubmit } = useContractForm(jsaFields, {
    initialValues: valuesOf(props.saved, options.checkBoxCategories),
    failureTitle: jsaId ? 'The JSA was not saved' : 'The JSA was not created',
  });
  const initial = form.values.date ? dayjs(form.values.date) : null;
  const [day, setDay] = useState<string | null>(initial ? initial.format('YYYY-MM-DD') : null);
  const [time, setTime] = useState<string | null>(initial ? timeValue(initial) : null);
  const [limited, setLimited] = useState<Record<number, boolean>>({});

  const setWhen = (d: string | null, t: string | null) => {
    setDay(d);
    setTime(t);
    form.setFieldValue('date', d && t ? dayjs(`${d}T${t}`).toISOString() : null);
  };

  const submit = onSubmit(async (values) => {
    const missing = jsaMissingFields(values);
    if (missing.length > 0) {
      form.setErrors(Object.fromEntries(missing.map((m) => [m.path, messages.required(m.label)])));
      setFailure({
        title: messages.jsaMissingFields,
        message: messages.jsaFieldsRequired(missing.map((m) => m.label)),
      });
      return;
    }
    const answer = await save.mutateAsync({ ...values, jsaId, jobId, stepId, clientKey: jsaId ? null : clientKey });
    notifications.show({ color: 'green', message: answer.message });
    navigate(`${base}/${answer.id}`);
  });

  const productOf = (i: number): JsaProductOption | undefined => {
    const r = form.values.riskManagements[i];
    return options.products.find((p) => productKey(p) === productKey(r));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="JSA worksheet">
      <Stack>
        <Paper withBorder p="md" component="section" aria-labelledby="jsa-general">
          <Stack gap="sm">
            <Title order={3} size="h5" id="jsa-general">
              Job Site Information
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DatePickerInput
                label="Date"
                withAsterisk
                valueFormat="MMMM D, YYYY"
                leftSection={<IconCalendar size={16} />}
                dropdownType={phone ? 'modal' : 'popover'}
                ariaLabels={calendarLabels}
                value={day}
                onChange={(v) => setWhen(v, time)}
                error={form.errors.date}
              />
              <Select
                label="Time"
                withAsterisk
                data={TIME_OPTIONS}
                value={time}
                onChange={(v) => setWhen(day, v)}
                searchable
                error={form.errors.date ? ' ' : undefined}
              />
              <TextInput label="Supervisor" withAsterisk {...form.getInputProps('supervisor')} />
              <TextInput label="Supervisor Contact" withAsterisk {...form.getInputProps('supervisorContact')} />
              <TextInput
                label="CPR Certified Employee on Site"
                withAsterisk
                {...form.getInputProps('cprCertifiedEmployee')}
              />
              <TextInput label="Nearest Hospital" withAsterisk {...form.getInputProps('nameOfNearestHospital')} />
              <TextInput
                label="Nearest Hospital Address"
                withAsterisk
                {...form.getInputProps('nearestHospitalAddress')}
              />
              <TextInput label="Emergency Address" withAsterisk {...form.getInputProps('emergencyAddress')} />
            </SimpleGrid>
          </Stack>
        </Paper>

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

        <Paper withBorder p="md" component="section" aria-labelledby="jsa-risks">
          <Stack gap="md">
            <Title order={3} size="h5" id="jsa-risks">
              Risk Management
            </Title>
            {form.values.riskManagements.map((r, i) => {
              const product = productOf(i);
              const action = product?.actions.find((a) => a.sequenceActionId === r.sequenceActionId);
              const riskValues = [
                ...r.productRisks.map((p) => String(p.potentialRiskId)),
                ...(r.riskOther ? [OTHER] : []),
              ];
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
                        <DeleteButton
                          label={`product ${n}`}
                          onClick={() => form.removeListItem('riskManagements', i)}
                        />
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
                  form.insertListItem(
                    'riskManagements',
                    rowFor(options.products.length === 1 ? options.products[0] : null),
                  )
                }
              >
                Add Product
              </Button>
            </Group>
          </Stack>
        </Paper>

        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save JSA
          </Button>
          <Button component={Link} to={jsaId ? `${base}/${jsaId}` : base} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
