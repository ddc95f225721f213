import { REVIEW_ADVANCE } from '@fieldbook/contract/approvals';
import { stageOfStep } from '@fieldbook/contract/job-steps';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../ui/confirm.tsx';
import { useJobIds } from '../job-profile.queries.ts';
import { useReviewInformation, useReviewNote } from './review.queries.ts';

interface Errors {
  targetStep?: string;
  noteTitle?: string;
  note?: string;
}

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
  const [targetStep, setTargetStep] = useState<string | null>(null);
  const [noteTitle, setNoteTitle] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (!info.data?.allowReview) return null;
  const { steps, currentStep } = info.data;

  async function submit(advance: boolean) {
    const found: Errors = {};
    if (!advance && !targetStep) found.targetStep = messages.reviewSelectReturnStep;
    if (!noteTitle.trim()) found.noteTitle = messages.required('Note Title');
    if (!note.trim()) found.note = messages.required('Note');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const target = advance ? REVIEW_ADVANCE : Number(targetStep);
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
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ jobId, targetStep: target, noteTitle, note, fromStep: currentStep });
      notifications.show({ color: 'green', message: answer.message });
      setTargetStep(null);
      setNoteTitle('');
      setNote('');
      // follow the job to the tab of its new stage (Scope, Budgeting or Approval)
      const newStep = advance ? currentStep + 1 : target;
      navigate(`/Opportunities/${opportunityId}/${jobId}/${stageOfStep(newStep)}`);
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="review-title">
      <Stack>
        <Title order={2} size="h4" id="review-title">
          Review
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Select
          label="Return Step"
          placeholder="Select a step to return the job to"
          data={steps.map((s) => ({ value: String(s.stepId), label: s.stepName }))}
          value={targetStep}
          onChange={setTargetStep}
          error={errors.targetStep}
          clearable
        />
        <TextInput
          label="Note Title"
          value={noteTitle}
          onChange={(e) => setNoteTitle(e.currentTarget.value)}
          error={errors.noteTitle}
          maxLength={200}
        />
        <Textarea
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          autosize
          minRows={3}
          maxLength={4000}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={() => submit(false)} disabled={save.isPending}>
            {messages.reviewAddFeedback}
          </Button>
          <Button onClick={() => submit(true)} loading={save.isPending}>
            {messages.reviewNextStage}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
