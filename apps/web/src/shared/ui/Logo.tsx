import { Group, Text } from '@mantine/core';

export const FIRM_NAME = 'Stillwater Noise Control';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      {/* The mark of public/favicon.svg drawn in the page: it shows with the first paint, without waiting for a request. */}
      <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#1c7ed6" />
        <path d="M7 22V10h3v12zm5 0V6h3v16zm5 0v-9h3v9zm5 0V8h3v14z" fill="#fff" />
      </svg>
      {!compact && (
        <Text fw={700} size="lg" className="fb-hide-on-phone">
          Fieldbook
        </Text>
      )}
    </Group>
  );
}
