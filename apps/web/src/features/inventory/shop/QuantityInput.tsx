import { isShopDigits } from '@fieldbook/contract/inventory-shop';
import { TextInput } from '@mantine/core';

/**
 * A shop quantity (spec 4 §5, §9): digits only, up to 10; other keystrokes are not taken. An error
 * shows under the field. With `raw`, every keystroke's text is handed over and the caller's rule
 * decides what it becomes (the ticket wizard's pick rule, which answers a minus sign with its message).
 */
export function QuantityInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  raw?: boolean;
  error?: string | null;
  disabled?: boolean;
  w?: number;
}) {
  return (
    <TextInput
      aria-label={props.label}
      value={props.value}
      onChange={(e) => {
        const text = e.currentTarget.value.trim();
        if (props.raw || isShopDigits(text)) props.onChange(text);
      }}
      error={props.error || undefined}
      disabled={props.disabled}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      size="xs"
      w={props.w ?? 110}
      ml={{ base: 0, sm: 'auto' }}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
