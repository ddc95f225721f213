import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value?: number | null;
  onChange: (amount: number | null) => void;
};

/** What a money box's text reads as: empty is no amount. */
const amountOf = (text: number | string) => (text === '' ? null : Number(text));

/**
 * A dollar amount box whose value is the contract's amount (a number, or null for none). The box keeps
 * its own text while it is typed ('12.', '1.50' are text to the number box), so the form holds numbers.
 */
export function MoneyInput({ value = null, onChange, ...props }: Props) {
  const [text, setText] = useState<number | string>(value ?? '');
  // A value set from outside the box (not by typing) shows as itself.
  const shown = amountOf(text) === value ? text : (value ?? '');
  return (
    <NumberInput
      prefix="$"
      min={0}
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      {...props}
      value={shown}
      onChange={(next) => {
        setText(next);
        onChange(amountOf(next));
      }}
    />
  );
}
