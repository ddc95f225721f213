import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTransferJobs, useTransferYards } from './transfers.queries.ts';

export type LocationType = 0 | 1;

export interface End {
  type: LocationType;
  id: string | null;
}

/** An origin or destination: Yard or Job, then which (origins of a job: the jobs holding stock). */
export function EndPicker(props: {
  label: string;
  end: End;
  onChange: (end: End) => void;
  origin?: boolean;
  yardOnly?: boolean;
}) {
  const yards = useTransferYards();
  const jobs = useTransferJobs(!!props.origin);
  const { end } = props;
  const options =
    end.type === 0
      ? (yards.data ?? []).map((y) => ({ value: String(y.yardId), label: y.yardName }))
      : (jobs.data ?? []).map((j) => ({ value: String(j.jobId), label: `${j.jobNumber} ${j.jobName}`.trim() }));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={`${props.label}-type`}>
        {props.label}
      </Text>
      {!props.yardOnly && (
        <SegmentedControl
          aria-labelledby={`${props.label}-type`}
          w="fit-content"
          value={String(end.type)}
          onChange={(v) => props.onChange({ type: Number(v) as LocationType, id: null })}
          data={[
            { value: '0', label: 'Yard' },
            { value: '1', label: 'Job' },
          ]}
        />
      )}
      <Select
        label={`${props.label} ${end.type === 0 ? 'yard' : 'job'}`}
        placeholder={end.type === 0 ? 'Choose a yard' : 'Choose a job'}
        searchable
        data={options}
        value={end.id}
        onChange={(id) => props.onChange({ type: end.type, id })}
        nothingFoundMessage="Nothing found"
      />
    </Stack>
  );
}
