import { Button, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useJobIds } from '../../entities/job/index.ts';
import { useClonePermission } from './clone.queries.ts';

/**
 * The job header's Clone button (spec 2 §6): shown when viewPermission, clickable only with
 * clickPermission; otherwise shown as denied, with the reason in its tooltip.
 */
export function CloneButton({ jobId }: { jobId: number }) {
  const { opportunityId } = useJobIds();
  const permission = useClonePermission(jobId);
  if (!permission.data?.viewPermission) return null;
  const icon = <IconCopy size={16} />;
  if (permission.data.clickPermission) {
    return (
      <Button
        variant="default"
        leftSection={icon}
        component={Link}
        to={`/Opportunities/${opportunityId}/${jobId}/Clone`}
      >
        Clone Job
      </Button>
    );
  }
  // A disabled button gets no pointer events, so it is only marked disabled: the tooltip still shows.
  return (
    <Tooltip label={permission.data.reason} events={{ hover: true, focus: true, touch: true }}>
      <Button variant="default" leftSection={icon} data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
        Clone Job
      </Button>
    </Tooltip>
  );
}
