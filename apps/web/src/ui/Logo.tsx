import { Group, Text } from '@mantine/core';

export const FIRM_NAME = 'Stillwater Noise Control';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!compact && (
        <Text fw={700} size="lg" className="fb-hide-on-phone">
          Fieldbook
        </Text>
      )}
    </Group>
  );
}
