import { wholePercent } from '@fieldbook/contract/budget-math';
import type { BudgetData } from '@fieldbook/contract/budgets';
import { messages } from '@fieldbook/contract/messages';
import { Accordion, Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { useJobIds, useReloadJob } from '../../entities/job/index.ts';
import { ApiError } from '../../shared/api/api.ts';
import { confirmAction } from '../../shared/ui/confirm.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { BudgetItemEditor } from './BudgetItemEditor.tsx';
import { BudgetReadOnlyItem } from './BudgetReadOnly.tsx';
import {
  allTotals,
  type BudgetOptions,
  type EditItem,
  itemTotals,
  saveBody,
  showMoney,
  toEditItems,
} from './budget-state.ts';
import {
  useActiveEdit,
  useBudget,
  useBudgetOptions,
  useFlagForReview,
  useReloadBudget,
  useSaveBudget,
} from './budgets.queries.ts';
import { WallCalculatorPanel } from './calculator/WallCalculatorPanel.tsx';

/**
 * /Opportunities/{oppId}/{jobId}/Budgeting: the job budget (spec 3 §2.1). The server decides the view
 * (editable or read-only), Submit for Review, proposal building and the review panel, which the job
 * page hands in as `Review` (the review form belongs to approvals).
 */
export default function BudgetScreen({ Review }: { Review: ComponentType<{ jobId: number }> }) {
  const { opportunityId, jobId } = useJobIds();
  const flags = useActiveEdit(jobId);
  const budget = useBudget(jobId);
  const options = useBudgetOptions();
  const editable = flags.data?.displayEditBudget === true;
  const loading =
    flags.isPending ||
    budget.isPending ||
    (editable &&
      (options.lines.isPending ||
        options.hours.isPending ||
        options.times.isPending ||
        options.calculations.isPending));
  const error = flags.error ?? budget.error;

  return (
    <Stack>
      {loading && !error && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{messages.budgetLoading}</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {!loading && !error && flags.data && budget.data && (
        <>
          {editable ? (
            <BudgetEditor
              key={`${budget.data.version}-${budget.dataUpdatedAt}`}
              jobId={jobId}
              data={budget.data}
              options={{
                lines: options.lines.data ?? [],
                hours: options.hours.data ?? [],
                times: options.times.data ?? [],
                calculations: options.calculations.data ?? [],
              }}
              allowReview={flags.data.allowReview}
              proposalLink={
                flags.data.allowProposal ? `/Opportunities/${opportunityId}/${jobId}/Budgeting/Proposal` : null
              }
            />
          ) : (
            <BudgetReadOnly
              data={budget.data}
              proposalLink={
                flags.data.allowProposal ? `/Opportunities/${opportunityId}/${jobId}/Budgeting/Proposal` : null
              }
            />
          )}
          <WallCalculatorPanel jobId={jobId} />
          {flags.data.displayReview && <Review jobId={jobId} />}
        </>
      )}
    </Stack>
  );
}

function Totals({ totals, wholePercentage }: { totals: BudgetData['totals']; wholePercentage?: boolean }) {
  const percent = wholePercentage ? wholePercent(totals.totalProfitPercentage) : totals.totalProfitPercentage;
  return (
    <Paper withBorder p="md" component="section" aria-label="Budget Totals">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Total Cost" value={showMoney(totals.totalCost)} />
        <Figure label="Total Revenue" value={showMoney(totals.totalRevenue)} />
        <Figure label="Total Profit" value={showMoney(totals.totalProfit)} />
        <Figure label="Profit %" value={`${percent}%`} />
      </SimpleGrid>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" aria-label={label}>
        {value}
      </Text>
    </div>
  );
}

function Header({ data, proposalLink }: { data: BudgetData; proposalLink: string | null }) {
  return (
    <Group justify="space-between" align="center">
      <Group gap="sm">
        <Title order={2} size="h4">
          Budget
        </Title>
        <Badge variant="light" color={data.submitted ? 'green' : 'gray'}>
          {data.submitted ? 'Submitted' : data.version > 0 ? 'Draft' : 'Not saved'}
        </Badge>
        {data.updatedAt && (
          <Text size="sm" c="dimmed">
            Last saved {formatDateTime(data.updatedAt)}
            {data.updatedBy ? ` by ${data.updatedBy}` : ''}
          </Text>
        )}
      </Group>
      {proposalLink && (
        <Button component={Link} to={proposalLink} variant="light">
          Build Proposal
        </Button>
      )}
    </Group>
  );
}

function BudgetReadOnly({ data, proposalLink }: { data: BudgetData; proposalLink: string | null }) {
  return (
    <Stack>
      <Header data={data} proposalLink={proposalLink} />
      <Totals totals={data.totals} wholePercentage />
      <Accordion multiple variant="separated" defaultValue={data.budgetItems.map((i) => String(i.scopeItemId))}>
        {data.budgetItems.map((item) => (
          <Accordion.Item key={item.scopeItemId} value={String(item.scopeItemId)}>
            <Accordion.Control>
              <ItemTitle name={item.name} description={item.description} profit={showMoney(item.totals.totalProfit)} />
            </Accordion.Control>
            <Accordion.Panel>
              <BudgetReadOnlyItem item={item} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {data.budgetItems.length === 0 && <Text c="dimmed">{messages.budgetNoLines}</Text>}
    </Stack>
  );
}

function ItemTitle({ name, description, profit }: { name: string; description: string; profit: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
      <div>
        <Text fw={600}>{name}</Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <Text size="sm">Profit {profit}</Text>
    </Group>
  );
}

/** Whether the user is leaving the budget screen (a note under /Budgeting keeps it on the page). */
function leavesBudget(current: string, next: string) {
  const base = current.replace(/\/Budgeting(\/.*)?$/, '/Budgeting');
  return !(next === base || next.startsWith(`${base}/`)) || next.startsWith(`${base}/Proposal`);
}

function BudgetEditor({
  jobId,
  data,
  options,
  allowReview,
  proposalLink,
}: {
  jobId: number;
  data: BudgetData;
  options: BudgetOptions;
  allowReview: boolean;
  proposalLink: string | null;
}) {
  const [items, setItems] = useState<EditItem[]>(() => toEditItems(data));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The last save was refused because someone else saved first: offer to load their budget. */
  const [conflict, setConflict] = useState(false);
  const save = useSaveBudget();
  const flag = useFlagForReview(jobId);
  const reloadBudget = useReloadBudget();
  const reloadJob = useReloadJob();

  // Leaving with unsaved edits asks first: in the application (router) and for the browser (reload, close).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && leavesBudget(currentLocation.pathname, nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmAction({ title: 'Unsaved changes', message: messages.budgetUnsavedChanges, confirmLabel: 'Leave' }).then(
      (ok) => (ok ? blocker.proceed() : blocker.reset()),
    );
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // stable, so an item's sections re-render only when that item changes (a budget may hold hundreds of lines)
  const change = useCallback((index: number, item: EditItem) => {
    setItems((all) => all.map((x, i) => (i === index ? item : x)));
    setDirty(true);
  }, []);

  async function send(submit: boolean) {
    setFailure(null);
    setConflict(false);
    try {
      const answer = await save.mutateAsync(saveBody(jobId, data.version, submit, items));
      setDirty(false);
      notifications.show({ color: 'green', message: answer.message });
      // the saved budget (new ids, renumbered orders, the server's totals) becomes the page's copy
      await reloadBudget(jobId);
      if (submit) await reloadJob(jobId);
    } catch (err) {
      setConflict(err instanceof ApiError && err.status === 409);
      setFailure(err instanceof Error ? err.message : messages.budgetSaveFailed);
    }
  }

  async function submitForReview() {
    const ok = await confirmAction({
      title: 'Submit for Review',
      message: 'Flag this budget for review? It can no longer be edited unless the reviewer returns it.',
      confirmLabel: 'Submit for Review',
      danger: false,
    });
    if (!ok) return;
    try {
      const answer = await flag.mutateAsync();
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setFailure(err instanceof Error ? err.message : messages.unknown);
    }
    await Promise.all([reloadBudget(jobId), reloadJob(jobId)]);
  }

  const totals = allTotals(items);
  return (
    <Stack>
      <Header data={data} proposalLink={proposalLink} />
      <Totals totals={totals} />
      {items.length === 0 && <Text c="dimmed">{messages.budgetNoLines}</Text>}
      <Accordion multiple variant="separated" defaultValue={items.length > 0 ? [String(items[0].scopeItemId)] : []}>
        {items.map((item, index) => (
          <Accordion.Item key={item.scopeItemId} value={String(item.scopeItemId)}>
            <Accordion.Control>
              <ItemTitle
                name={item.name}
                description={item.description}
                profit={showMoney(itemTotals(item).totalProfit)}
              />
            </Accordion.Control>
            <Accordion.Panel>
              <BudgetItemEditor item={item} index={index} options={options} onChange={change} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {failure && (
        <Alert
          color="red"
          role="alert"
          title={messages.budgetSaveFailed}
          withCloseButton
          onClose={() => setFailure(null)}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            {conflict && (
              <Button size="xs" variant="light" color="red" onClick={() => reloadBudget(jobId)}>
                Reload Budget
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" className="fb-actions">
        <Button
          variant="default"
          loading={save.isPending && !save.variables?.submit}
          disabled={save.isPending}
          onClick={() => send(false)}
        >
          Save Budget
        </Button>
        <Button
          loading={save.isPending && save.variables?.submit === true}
          disabled={save.isPending}
          onClick={() => send(true)}
        >
          Submit Budget
        </Button>
        {allowReview && (
          <Button color="teal" disabled={dirty || flag.isPending} loading={flag.isPending} onClick={submitForReview}>
            Submit for Review
          </Button>
        )}
      </Group>
    </Stack>
  );
}
