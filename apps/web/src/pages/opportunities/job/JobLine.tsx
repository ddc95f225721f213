import type { JobProfile } from '@fieldbook/contract/job-profile';
import { Button, Collapse, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useJobIds, useJobProfile } from '../../../entities/job/index.ts';

/**
 * A field stage's job on a phone: the job's name and number on one line, with a button that opens the
 * full job card (`children`) under it.
 */
export function JobLine({ profile, children }: { profile: JobProfile; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const j = profile.jobInfo;
  return (
    <Stack gap="xs">
      <Paper withBorder px="sm" py={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={1} size="h5" style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
            {j.jobName}
          </Title>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {j.jobNumber}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            mih={36}
            style={{ flexShrink: 0 }}
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          >
            Details
          </Button>
        </Group>
      </Paper>
      <Collapse expanded={open} keepMounted={false}>
        {children}
      </Collapse>
    </Stack>
  );
}

/** The job's stage tabs as one drop-down (a phone's field stages). */
export function StageSelect({ current }: { current: string }) {
  const { opportunityId, jobId } = useJobIds();
  const tabs = useJobProfile(jobId).data?.navigation ?? [];
  const navigate = useNavigate();
  return (
    <NativeSelect
      aria-label="Job stage"
      value={current}
      onChange={(e) => navigate(`/Opportunities/${opportunityId}/${jobId}/${e.currentTarget.value}`)}
      data={tabs.map((t) => ({ value: t.navUrl, label: t.stageName, disabled: t.disabled }))}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
