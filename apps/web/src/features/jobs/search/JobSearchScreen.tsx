import { jobStageTabs } from '@fieldbook/contract/job-profile';
import { searchJobsExport } from '@fieldbook/contract/jobs';
import {
  Accordion,
  Alert,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { matchPath, useNavigate, useParams } from 'react-router';
import { JobTable } from '../../../entities/job/index.ts';
import { ExportButton } from '../../../shared/ui/ExportButton.tsx';
import { LoadMore, rowsOf } from '../../../shared/ui/LoadMore.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import {
  classificationsQuery,
  FIRST_SORT,
  jobStepsQuery,
  NO_TEXT,
  openingSearchQuery,
  searchBody,
  stepsOf,
  useClassifications,
  useJobSearch,
  useJobSteps,
} from './job-search.queries.ts';

const stageOptions = jobStageTabs.map((t) => ({ value: t.navUrl, label: t.stageName }));

/** The opening search (the address's step, else the user's default step), asked for before the screen shows (router.tsx). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(classificationsQuery);
  const steps = client.fetchQuery(jobStepsQuery);
  const stepId = matchPath('/Jobs/:stepId', window.location.pathname)?.params.stepId;
  (stepId ? Promise.resolve(stepId) : steps.then((s) => s.message)).then(
    (picked) => void client.prefetchInfiniteQuery(openingSearchQuery(picked)),
    // The screen asks again and shows the failure.
    () => {},
  );
}

/**
 * /Jobs and /Jobs/{stepId}: the jobs at the picked step (or every step), refined by the advanced
 * search; the texts are searched 500 ms after the last key (spec 2 §9). The server sorts and sends a
 * page at a time; 'Load More' adds the next.
 */
export default function JobSearchScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const steps = useJobSteps();
  const classes = useClassifications();
  const [text, setText] = useState(NO_TEXT);
  const [debounced] = useDebouncedValue(text, 500);
  const [stages, setStages] = useState<string[]>([]);
  const [stepFilter, setStepFilter] = useState<string[]>([]);
  const [classifications, setClassifications] = useState<string[]>([]);
  const [canceled, setCanceled] = useState(false);
  const [sort, setSort] = useState(FIRST_SORT);

  const picked = params.stepId ?? steps.data?.message ?? null;
  // Steps chosen in the advanced search win over the picker's step.
  const searchSteps = stepFilter.length ? stepFilter.map(Number) : stepsOf(picked);
  const body = searchBody(
    debounced,
    { stages, steps: searchSteps, classifications: classifications.map(Number), canceled },
    sort,
  );
  const search = useJobSearch(body, picked !== null);
  // A page of rows renders in a pass React can interrupt, so a phone still answers taps meanwhile.
  const shown = useDeferredValue(search.data);
  const rows = useMemo(() => rowsOf(shown), [shown]);
  const stepOptions = (steps.data?.data ?? []).map((s) => ({ value: String(s.stepId), label: s.stepName }));
  const field = (key: keyof typeof text, label: string) => (
    <TextInput
      label={label}
      value={text[key]}
      maxLength={200}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText((t) => ({ ...t, [key]: v }));
      }}
    />
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Jobs
        </Title>
        <ExportButton endpoint={searchJobsExport} input={{ body }} fileName="Jobs.xlsx" />
      </Group>
      <Group align="flex-end">
        <Select
          label="Job Step"
          data={stepOptions}
          value={picked}
          onChange={(v) => v && navigate(`/Jobs/${v}`)}
          allowDeselect={false}
          w={260}
        />
        <Switch label="Show Canceled Jobs" checked={canceled} onChange={(e) => setCanceled(e.currentTarget.checked)} />
      </Group>
      {/* The fields are the screen's state: they need not stay rendered while the search is folded. */}
      <Accordion variant="separated" keepMounted={false}>
        <Accordion.Item value="advanced">
          <Accordion.Control>Advanced Search</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {field('jobName', 'Job Name')}
              {field('jobNumber', 'Job Number')}
              {field('account', 'Account Name')}
              <MultiSelect label="Stages" data={stageOptions} value={stages} onChange={setStages} clearable />
              <MultiSelect
                label="Steps"
                data={stepOptions.filter((o) => o.value !== '-1')}
                value={stepFilter}
                onChange={setStepFilter}
                clearable
              />
              <MultiSelect
                label="Classifications"
                data={(classes.data ?? []).map((c) => ({
                  value: String(c.classificationId),
                  label: c.classificationName,
                }))}
                value={classifications}
                onChange={setClassifications}
                clearable
              />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {(steps.isLoading || search.isLoading) && <PageLoader />}
      {(steps.error ?? search.error) && (
        <Alert color="red" role="alert">
          {(steps.error ?? search.error)?.message}
        </Alert>
      )}
      {shown && (
        <JobTable
          rows={rows}
          label="Jobs"
          columns={['jobName', 'jobClassification', 'jobNumber', 'jobStep', 'accountName', 'lastUpdated']}
          serverSort={{ ...sort, onSort: (column, dir) => setSort({ column, dir }) }}
        />
      )}
      <LoadMore list={search} />
    </Stack>
  );
}
