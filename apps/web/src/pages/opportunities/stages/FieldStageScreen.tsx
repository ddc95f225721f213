import { jobSteps } from '@fieldbook/contract/job-steps';
import { messages } from '@fieldbook/contract/messages';
import { jobFormsNav } from '@fieldbook/contract/navigation';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useJobIds } from '../../../entities/job/index.ts';
import { useCloseStep, useCloseStepPermission } from '../../../features/approvals/index.ts';
import { EquipmentArea, FieldTicketArea, JsaArea } from '../../../features/forms/index.ts';
import { JobAttachmentsPanel } from '../../../features/hand-off/index.ts';
import { JobStageInventory } from '../../../features/inventory/index.ts';
import { SurveyArea } from '../../../features/surveys/index.ts';
import { useNavigation } from '../../../shared/session/session.queries.ts';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TabBar } from '../../../shared/ui/TabBar.tsx';
import { usePhone } from '../../../shared/ui/use-phone.ts';
import { StageSelect } from '../job/JobLine.tsx';

type FormTab = { label: string; url: string };

/** A phone's stage and form tabs: two drop-downs on one line. */
function CompactSelector({
  stage,
  tabs,
  active,
  stageUrl,
}: {
  stage: string;
  tabs: FormTab[];
  active?: string;
  stageUrl: string;
}) {
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="nowrap" component="nav" aria-label="Job forms">
      <StageSelect current={stage} />
      <NativeSelect
        aria-label="Job form"
        value={active ?? ''}
        onChange={(e) => navigate(e.currentTarget.value || stageUrl)}
        data={[{ value: '', label: messages.chooseJobForm }, ...tabs.map((t) => ({ value: t.url, label: t.label }))]}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}

/** A phone's stage without a form chosen: its forms as a list of large links. */
function FormLinks({ tabs }: { tabs: FormTab[] }) {
  return (
    <Stack gap="xs">
      {tabs.map((t) => (
        <Button key={t.url} component={Link} to={t.url} variant="default" size="md" justify="space-between" fullWidth>
          {t.label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * Installation (10), On Rent (11), Tear Down (12): one screen, told which step it shows: the stage's
 * closing, the job-form tabs (GET /JobForm/JobFormsNav) above 'Select a section to continue', the chosen form,
 * and the stage's attachments.
 */
export default function FieldStageScreen({ stepId }: { stepId: 10 | 11 | 12 }) {
  const { opportunityId, jobId } = useJobIds();
  const step = jobSteps.find((s) => s.stepId === stepId);
  const stage = step?.stepName ?? '';
  const stageUrl = `/Opportunities/${opportunityId}/${jobId}/${step?.stage ?? ''}`;
  const { pathname } = useLocation();
  // The server's tabs name their pages relative to the stage ('JSA'); the bar links them under it.
  const nav = useNavigation(jobFormsNav);
  const tabs = (nav.data ?? []).map((i) => ({ label: i.label, url: `${stageUrl}/${i.url}` }));
  // The Inventory tab's stock shows also to those whose role opens no job form (no tabs at all).
  const activeTab = tabs.find((i) => pathname.toLowerCase().startsWith(i.url.toLowerCase()));
  const chosen = activeTab !== undefined || pathname.toLowerCase().startsWith(`${stageUrl}/Inventory`.toLowerCase());
  // On a phone the stage's own panel (its title and Close button) shows only before a form is chosen.
  const phone = usePhone();
  const permission = useCloseStepPermission(jobId, stepId);
  const close = useCloseStep(jobId);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  async function onClose() {
    const ok = await confirmAction({
      title: messages.closeStage(stage),
      message: `Close ${stage} and move the job to the next stage?`,
      confirmLabel: messages.closeStage(stage),
      danger: false,
    });
    if (!ok) return;
    setFailure(null);
    try {
      const answer = await close.mutateAsync(stepId);
      notifications.show({ color: 'green', message: answer.message });
      navigate(`/Opportunities/${opportunityId}/${jobId}/${answer.jobStage}`);
    } catch (err) {
      setFailure((err as Error).message);
    }
  }

  return (
    <Stack>
      {phone && <CompactSelector stage={step?.stage ?? ''} tabs={tabs} active={activeTab?.url} stageUrl={stageUrl} />}
      {!(phone && chosen) && (
        <Paper withBorder p="md" component="section" aria-labelledby="field-stage-title">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4" id="field-stage-title">
                {stage}
              </Title>
              {permission.data?.success && (
                <Button onClick={onClose} loading={close.isPending}>
                  {messages.closeStage(stage)}
                </Button>
              )}
            </Group>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            {phone ? (
              <FormLinks tabs={tabs} />
            ) : (
              <nav aria-label="Job forms" style={{ minWidth: 0 }}>
                <TabBar items={tabs} label="Job forms" />
              </nav>
            )}
            {!chosen && <Text c="dimmed">{messages.selectSectionToContinue}</Text>}
          </Stack>
        </Paper>
      )}
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="JSA/*" element={<JsaArea stepId={stepId} stageUrl={stageUrl} />} />
          <Route path="EquipmentForms/*" element={<EquipmentArea stepId={stepId} stageUrl={stageUrl} />} />
          <Route path="FieldTickets/*" element={<FieldTicketArea stepId={stepId} stageUrl={stageUrl} />} />
          <Route path="SurveyForms/*" element={<SurveyArea stepId={stepId} stageUrl={stageUrl} />} />
          <Route path="Inventory/*" element={<JobStageInventory jobId={jobId} />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
      <JobAttachmentsPanel
        jobId={jobId}
        stepId={stepId}
        title={messages.stageAttachments(stage)}
        editable={permission.data?.attachmentsEditable ?? false}
      />
    </Stack>
  );
}
