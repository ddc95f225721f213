import { type Jsa, jsaFields, jsaMissingFields } from '@fieldbook/contract/forms-jsa';
import { messages } from '@fieldbook/contract/messages';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { StorageWarning } from '../../../shared/offline/StorageWarning.tsx';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { FormSections, refusedUnder } from '../../../shared/ui/FormSections.tsx';
import { StickyActions } from '../../../shared/ui/StickyActions.tsx';
import { JsaConsiderations } from './JsaConsiderations.tsx';
import { JsaEmergencyLocations } from './JsaEmergencyLocations.tsx';
import { JsaRiskRows } from './JsaRiskRows.tsx';
import { JsaSiteSection } from './JsaSiteSection.tsx';
import { type JsaOptions, valuesOf } from './jsa-values.ts';
import { useSaveJsa } from './jsa-writes.ts';

/** The fields of the Job Site Information section, to mark it when one is refused. */
const SITE_FIELDS = [
  'date',
  'supervisor',
  'supervisorContact',
  'cprCertifiedEmployee',
  'nameOfNearestHospital',
  'nearestHospitalAddress',
  'emergencyAddress',
];

/**
 * The JSA worksheet (spec 3 §2.11): date and time, supervisor and emergency contacts, considerations,
 * emergency locations and the risk management rows. Saving goes to the saved JSA's page.
 */
export function JsaEditor(props: {
  jobId: number;
  stepId: number;
  jsaId: number;
  saved: Jsa | undefined;
  options: JsaOptions;
  /** The stage's JSA route (…/Installation/JSA). */
  base: string;
}) {
  const { jobId, stepId, jsaId, options, base } = props;
  // Each save is kept on the device and sent once (the outbox): online the screen waits for the answer.
  const save = useSaveJsa(jobId, base, options);
  const navigate = useNavigate();
  const { form, failure, setFailure, onSubmit } = useContractForm(jsaFields, {
    initialValues: valuesOf(props.saved, options.checkBoxCategories),
    failureTitle: jsaId ? 'The JSA was not saved' : 'The JSA was not created',
  });

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
    const { id, outcome } = await save.mutateAsync({ saved: props.saved, values: { ...values, stepId } });
    if (outcome.status === 'sent') notifications.show({ color: 'green', message: outcome.answer.message });
    else
      notifications.show({
        color: outcome.status === 'conflict' ? 'red' : 'orange',
        message: outcome.status === 'conflict' ? messages.editConflict : messages.savedOnDevice,
      });
    navigate(`${base}/${id}`);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="JSA worksheet">
      <Stack>
        <StorageWarning />
        <FormSections
          sections={[
            {
              id: 'site',
              title: 'Job Site',
              invalid: refusedUnder(form.errors, SITE_FIELDS),
              content: <JsaSiteSection form={form} />,
            },
            {
              id: 'considerations',
              title: 'Considerations',
              invalid: refusedUnder(form.errors, ['checkBoxCategories']),
              content: <JsaConsiderations form={form} />,
            },
            {
              id: 'emergency',
              title: 'Emergency Locations',
              invalid: refusedUnder(form.errors, ['emergency']),
              content: <JsaEmergencyLocations form={form} options={options} />,
            },
            {
              id: 'risks',
              title: 'Risk Management',
              invalid: refusedUnder(form.errors, ['riskManagements']),
              content: <JsaRiskRows form={form} options={options} />,
            },
          ]}
        />
        <FailureAlert failure={failure} />
        <StickyActions>
          <Button type="submit" loading={save.isPending}>
            Save JSA
          </Button>
          <Button component={Link} to={jsaId ? `${base}/${jsaId}` : base} variant="default">
            Cancel
          </Button>
        </StickyActions>
      </Stack>
    </form>
  );
}
