import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The red bin of a list row; its accessible name is 'Delete {label}'. Ask first (confirm.tsx) in onClick. */
export function DeleteButton({
  label,
  onClick,
  loading,
  size,
}: {
  label: string;
  onClick: () => void;
  loading?: boolean;
  size?: 'md' | 'lg';
}) {
  return (
    <Tooltip label="Delete">
      <ActionIcon
        variant="subtle"
        color="red"
        size={size}
        aria-label={`Delete ${label}`}
        onClick={onClick}
        loading={loading}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
