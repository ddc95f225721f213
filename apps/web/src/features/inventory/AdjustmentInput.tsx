import { TextInput } from '@mantine/core';
import { estimateText, isAdjustmentText } from './adjustment.ts';

/**
 * An adjustment field (spec 4 §5): takes only a whole number with an optional minus sign and up to
 * 10 digits; other keystrokes are not taken.
 */
export function AdjustmentInput(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      aria-label={props.label}
      value={props.value}
      onChange={(e) => {
        const text = e.currentTarget.value.trim();
        if (isAdjustmentText(text)) props.onChange(text);
      }}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      size="xs"
      w={110}
      ml={{ base: 0, sm: 'auto' }}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

/** The estimated new stock beside an adjustment: current plus the adjustment; red when below 0. */
export function Estimate(props: { label: string; current: number; typed: string }) {
  const text = estimateText(props.current, props.typed);
  const below = Number(text) < 0;
  return (
    <output
      aria-label={props.label}
      style={{ color: below ? 'var(--mantine-color-red-7)' : undefined, fontWeight: props.typed ? 700 : undefined }}
    >
      {text}
    </output>
  );
}

/** The two cells of an amount being adjusted: the adjustment typed for it and the estimated new amount. */
export function adjustmentCells(props: {
  name: string;
  current: number;
  value: string;
  onChange: (value: string) => void;
  damaged?: boolean;
}) {
  const [adjustment, estimate] = props.damaged
    ? ['Damaged adjustment', 'Estimated damaged']
    : ['Adjustment', 'Estimated new stock'];
  return [
    <AdjustmentInput
      key={adjustment}
      label={`${adjustment} for ${props.name}`}
      value={props.value}
      onChange={props.onChange}
    />,
    <Estimate key={estimate} label={`${estimate} for ${props.name}`} current={props.current} typed={props.value} />,
  ];
}
