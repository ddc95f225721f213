import {
  SURVEY_EXCLUSIVE_PAIRS,
  SURVEY_OTHER,
  SURVEY_PARAMETERS,
  type SurveyOption,
  type SurveyParameter,
} from '@fieldbook/contract/surveys';
import {
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { DateField } from '../../shared/ui/DateField.tsx';
import { formatLongDate, stateLabel, stateOptions } from '../../shared/ui/format.ts';
import type { SurveyEditorValues } from './survey-values.ts';

export type SurveyEditorForm = UseFormReturnType<SurveyEditorValues>;

/** One numbered section of the form: a panel titled '1 Client/Site Information' and so on. */
export function SurveySection({
  number,
  title,
  actions,
  children,
}: {
  number: number;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `survey-section-${number}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={id}>
            {number} {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A value as the read view shows it: a small label over the text ('—' when empty). */
export function ReadField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value === '' || value === null || value === undefined ? '—' : value}
      </Text>
    </div>
  );
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

type TextKey = {
  [K in keyof SurveyEditorValues]-?: SurveyEditorValues[K] extends boolean | unknown[] ? never : K;
}[keyof SurveyEditorValues];

/** A text field of the form: an input while editable, else its value. */
function Field({
  form,
  editable,
  path,
  label,
  maxLength,
  type,
  inputMode,
}: {
  form: SurveyEditorForm;
  editable: boolean;
  path: TextKey;
  label: string;
  maxLength?: number;
  type?: 'email' | 'tel';
  inputMode?: 'decimal';
}) {
  if (!editable) return <ReadField label={label} value={text(form.values[path])} />;
  const props = form.getInputProps(path);
  return (
    <TextInput
      label={label}
      type={type}
      inputMode={inputMode}
      maxLength={maxLength}
      {...props}
      value={text(props.value)}
    />
  );
}

/** Section 1: who the survey is for and where. */
export function ClientSiteSection({ form, editable }: { form: SurveyEditorForm; editable: boolean }) {
  const v = form.values;
  const states =
    v.state && !stateOptions.some((o) => o.value === v.state)
      ? [...stateOptions, { value: v.state, label: v.state }]
      : stateOptions;
  return (
    <SurveySection number={1} title="Client/Site Information">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Field form={form} editable={editable} path="company" label="Company" maxLength={200} />
        <Field form={form} editable={editable} path="site" label="Site" maxLength={200} />
        {editable ? (
          <DateField
            label="Submission Date"
            value={text(v.submissionDate)}
            onChange={(d) => form.setFieldValue('submissionDate', d)}
            error={form.errors.submissionDate}
          />
        ) : (
          <ReadField label="Submission Date" value={v.submissionDate ? formatLongDate(text(v.submissionDate)) : ''} />
        )}
        <Field form={form} editable={editable} path="clientName" label="Client Name" maxLength={200} />
        <Field form={form} editable={editable} path="clientPhone" label="Client Phone" type="tel" maxLength={50} />
        <Field form={form} editable={editable} path="clientEmail" label="Client Email" type="email" maxLength={200} />
        <Field form={form} editable={editable} path="salesperson" label="Salesperson" maxLength={200} />
        <Field form={form} editable={editable} path="meterTech" label="Meter Tech" maxLength={200} />
        <Field form={form} editable={editable} path="engineer" label="Engineer" maxLength={200} />
        <Field form={form} editable={editable} path="gpsLat" label="GPS Latitude" inputMode="decimal" />
        <Field form={form} editable={editable} path="gpsLong" label="GPS Longitude" inputMode="decimal" />
        <Field form={form} editable={editable} path="address" label="Address" maxLength={300} />
        <Field form={form} editable={editable} path="city" label="City" maxLength={100} />
        {editable ? (
          <Select
            label="State"
            data={states}
            searchable
            clearable
            {...form.getInputProps('state')}
            value={v.state ? text(v.state) : null}
            onChange={(s) => form.setFieldValue('state', s ?? '')}
          />
        ) : (
          <ReadField label="State" value={v.state ? stateLabel(text(v.state)) : ''} />
        )}
      </SimpleGrid>
    </SurveySection>
  );
}

/** A choice with Other (0): the select, and a text box for Other. */
function ChoiceWithOther({
  form,
  editable,
  path,
  otherPath,
  label,
  options,
}: {
  form: SurveyEditorForm;
  editable: boolean;
  path: 'duration' | 'surveyType';
  otherPath: 'durationOther' | 'surveyTypeOther';
  label: string;
  options: SurveyOption[];
}) {
  const value = form.values[path];
  const other = form.values[otherPath];
  if (!editable) {
    const name = options.find((o) => o.id === value)?.name ?? '';
    return <ReadField label={label} value={value === SURVEY_OTHER ? `${name}: ${text(other)}` : name} />;
  }
  return (
    <Stack gap="xs">
      <Select
        label={label}
        placeholder="Select…"
        data={options.map((o) => ({ value: String(o.id), label: o.name }))}
        clearable
        value={value === null || value === undefined ? null : String(value)}
        onChange={(s) => form.setFieldValue(path, s === null ? null : Number(s))}
        error={form.errors[path]}
      />
      {value === SURVEY_OTHER && (
        <TextInput
          label={`Other ${label}`}
          withAsterisk
          maxLength={200}
          {...form.getInputProps(otherPath)}
          value={text(other)}
        />
      )}
    </Stack>
  );
}

/** Checking one of an exclusive pair unchecks the other (spec 3 §5). */
function setParameter(form: SurveyEditorForm, key: SurveyParameter, checked: boolean) {
  form.setFieldValue(key, checked);
  if (!checked) return;
  for (const pair of SURVEY_EXCLUSIVE_PAIRS) {
    if (pair.first === key) form.setFieldValue(pair.second, false);
    if (pair.second === key) form.setFieldValue(pair.first, false);
  }
}

function Count({
  form,
  editable,
  path,
  label,
}: {
  form: SurveyEditorForm;
  editable: boolean;
  path: 'soundMeterCount' | 'vibrationMeterCount';
  label: string;
}) {
  const value = form.values[path];
  if (!editable) return <ReadField label={label} value={text(value) || '0'} />;
  return (
    <NumberInput
      label={label}
      min={0}
      max={9999}
      allowDecimal={false}
      allowNegative={false}
      value={value === null || value === undefined ? '' : (value as number | string)}
      onChange={(n) => form.setFieldValue(path, n)}
      error={form.errors[path]}
    />
  );
}

/** Section 2: how long, what kind, how many meters and which parameters are measured. */
export function SurveyInfoSection({
  form,
  editable,
  durations,
  types,
}: {
  form: SurveyEditorForm;
  editable: boolean;
  durations: SurveyOption[];
  types: SurveyOption[];
}) {
  const v = form.values;
  const checkedParameters = SURVEY_PARAMETERS.filter((p) => v[p.key]).map((p) => p.label);
  return (
    <SurveySection number={2} title="Survey Information">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <ChoiceWithOther
          form={form}
          editable={editable}
          path="duration"
          otherPath="durationOther"
          label="Duration"
          options={durations}
        />
        <ChoiceWithOther
          form={form}
          editable={editable}
          path="surveyType"
          otherPath="surveyTypeOther"
          label="Survey Type"
          options={types}
        />
        <Field form={form} editable={editable} path="siteType" label="Site Type" maxLength={200} />
        <Count form={form} editable={editable} path="soundMeterCount" label="Sound Meters" />
        <Count form={form} editable={editable} path="vibrationMeterCount" label="Vibration Meters" />
      </SimpleGrid>
      {editable ? (
        <>
          <Group gap="lg" wrap="wrap">
            <Checkbox label="Weather Station" {...form.getInputProps('weatherStation', { type: 'checkbox' })} />
            <Checkbox
              label="Factory Calibrated Meters"
              {...form.getInputProps('factoryCalMeters', { type: 'checkbox' })}
            />
          </Group>
          <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={6}>
              Parameters
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
              {SURVEY_PARAMETERS.map((p) => (
                <Checkbox
                  key={p.key}
                  label={p.label}
                  checked={v[p.key] === true}
                  onChange={(e) => setParameter(form, p.key, e.currentTarget.checked)}
                  error={form.errors[p.key]}
                />
              ))}
            </SimpleGrid>
          </fieldset>
          <Textarea
            label="Noise Ordinances"
            autosize
            minRows={2}
            maxLength={4000}
            {...form.getInputProps('noiseOrdinances')}
          />
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <ReadField label="Weather Station" value={v.weatherStation ? 'Yes' : 'No'} />
          <ReadField label="Factory Calibrated Meters" value={v.factoryCalMeters ? 'Yes' : 'No'} />
          <ReadField label="Parameters" value={checkedParameters.join(', ')} />
          <ReadField label="Noise Ordinances" value={text(v.noiseOrdinances)} />
        </SimpleGrid>
      )}
    </SurveySection>
  );
}

const NOTES = [
  { path: 'notes', label: 'Notes' },
  { path: 'notes_SiteActivity', label: 'Site Activity' },
  { path: 'notes_Operations', label: 'Operations' },
  { path: 'notes_Sources', label: 'Sources' },
  { path: 'notes_Weather', label: 'Weather' },
] as const;

/** Section 4: what the technician saw. */
export function SurveyNotesSection({ form, editable }: { form: SurveyEditorForm; editable: boolean }) {
  return (
    <SurveySection number={4} title="Survey Notes">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {NOTES.map((n) =>
          editable ? (
            <Textarea
              key={n.path}
              label={n.label}
              autosize
              minRows={2}
              maxLength={4000}
              {...form.getInputProps(n.path)}
            />
          ) : (
            <ReadField key={n.path} label={n.label} value={text(form.values[n.path])} />
          ),
        )}
      </SimpleGrid>
    </SurveySection>
  );
}
