import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';

/** The most digits a PIN has (spec 3 §5, §9). */
export const PIN_LENGTH = 4;

/**
 * The PIN keypad (spec 3 §2.16, §5): the PIN shown masked, digits 0–9 as big touch targets, Delete
 * (backspace). A digit past the fourth is ignored. Keyboard digits and Backspace work too.
 */
export function PinKeypad({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (pin: string) => void;
  disabled?: boolean;
}) {
  const press = (digit: string) => {
    if (value.length < PIN_LENGTH) onChange(value + digit);
  };
  const back = () => onChange(value.slice(0, -1));
  const key = (digit: string) => (
    <Button
      key={digit}
      size="xl"
      h={64}
      variant="default"
      onClick={() => press(digit)}
      disabled={disabled}
      aria-label={digit}
    >
      {digit}
    </Button>
  );
  return (
    <Stack
      gap="sm"
      maw={320}
      w="100%"
      onKeyDown={(e) => {
        if (/^\d$/.test(e.key)) press(e.key);
        else if (e.key === 'Backspace') back();
      }}
    >
      <Text
        role="status"
        aria-label={`PIN, ${value.length} of ${PIN_LENGTH} digits entered`}
        ta="center"
        fz={36}
        ff="monospace"
        lh={1.2}
        style={{
          letterSpacing: '0.5em',
          minHeight: 48,
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 8,
        }}
      >
        {'*'.repeat(value.length) || '\u00a0'}
      </Text>
      <SimpleGrid cols={3} spacing="sm" role="group" aria-label="PIN keypad">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(key)}
        <span />
        {key('0')}
        <Button
          size="xl"
          h={64}
          variant="default"
          onClick={back}
          disabled={disabled || value === ''}
          aria-label="Delete"
        >
          <IconBackspace aria-hidden="true" />
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
