import { REVIEW_ADVANCE, reviewNoteBody } from '@fieldbook/contract/approvals';
import { stageOfStep } from '@fieldbook/contract/job-steps';
import { messages } from '@fieldbook/contract/messages';
import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useJobIds } from '../../../entities/job/index.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { useReviewInformation, useReviewNote } from './review.queries.ts';

/** The note, and the step to return to: required for 'Add Feedback', not asked for 'Next Stage'. */
const reviewFields = reviewNoteBody.pick({ noteTitle: true, note: true }).extend({
  targetStep: reviewNoteBody.shape.targetStep.nullable().refine((v) => v !== null, messages.reviewSelectReturnStep),
});

/**
 * The review form for a job under review (steps 2–4): 'Add Feedback' returns the job to the chosen
 * earlier step with the note; 'Next Stage' moves it on (targetStep -1). Shown only when the server
 * says the user may review the job now.
 */
export function ReviewPanel({ jobId }: { jobId: number }) {
  const info = useReviewInformation(jobId);
  const { opportunityId } = useJobIds();
  const navigate = useNavigate();
  const save = useReviewNote();
  const { form, failure, setFailure, showError, onSubmit } = useContractForm(reviewFields, {
    initialValues: { targetStep: null, noteTitle: '', note: '' },
  });

  if (!info.data?.allowReview) return null;
  const { steps, currentStep } = info.data;

  /** Asks first, then saves the note and follows the job to the tab of its new stage. */
  async function send(target: number, { noteTitle, note }: { noteTitle: string; note: string }) {
    const advance = target === REVIEW_ADVANCE;
    const stepName = steps.find((s) => s.stepId === target)?.stepName;
    const ok = await confirmAction({
      title: advance ? messages.reviewNextStage : messages.reviewAddFeedback,
      message: advance
        ? 'Save the note and move the job to the next stage?'
        : `Save the feedback and return the job to ${stepName}?`,
      confirmLabel: advance ? messages.reviewNextStage : messages.reviewAddFeedback,
      danger: false,
    });
    if (!ok) return;
    const answer = await save.mutateAsync({ jobId, targetStep: target, noteTitle, note, fromStep: currentStep });
    notifications.show({ color: 'green', message: answer.message });
    form.reset();
    // follow the job to the tab of its new stage (Scope, Budgeting or Approval)
    const newStep = advance ? currentStep + 1 : target;
    navigate(`/Opportunities/${opportunityId}/${jobId}/${stageOfStep(newStep)}`);
  }

  const addFeedback = onSubmit((values) => send(values.targetStep as number, values));
  function nextStage() {
    // Moving on needs no return step: only the note's fields are checked.
    form.clearFieldError('targetStep');
    const checks = [form.validateField('noteTitle'), form.validateField('note')];
    if (checks.some((c) => c.hasError)) return;
    setFailure(null);
    send(REVIEW_ADVANCE, form.getValues()).catch(showError);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="review-title">
      <Stack>
        <Title order={2} size="h4" id="review-title">
          Review
        </Title>
        <FailureAlert failure={failure} />
        <Select
          label="Return Step"
          placeholder="Select a step to return the job to"
          data={steps.map((s) => ({ value: String(s.stepId), label: s.stepName }))}
          {...form.getInputProps('targetStep')}
          value={form.getValues().targetStep === null ? null : String(form.getValues().targetStep)}
          onChange={(v) => form.setFieldValue('targetStep', v ? Number(v) : null)}
          clearable
        />
        <TextInput label="Note Title" {...form.getInputProps('noteTitle')} maxLength={200} />
        <Textarea label="Note" {...form.getInputProps('note')} autosize minRows={3} maxLength={4000} />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={() => addFeedback()} disabled={save.isPending}>
            {messages.reviewAddFeedback}
          </Button>
          <Button onClick={nextStage} loading={save.isPending}>
            {messages.reviewNextStage}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
