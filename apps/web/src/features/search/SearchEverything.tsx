import { messages } from '@fieldbook/contract';
import { ActionIcon, Button, Kbd, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

/** The shortcut's key named as the user's keyboard names it. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/**
 * The header's search of every record the user may open: a box-like button on a wide screen, an icon
 * on a phone, and Ctrl/⌘ K from anywhere. The dialog's code loads on first use.
 */
export function SearchEverything({ compact = false }: { compact?: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Also inside text fields: the shortcut is the point of it, and Ctrl K types nothing there.
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      {compact ? (
        <ActionIcon variant="subtle" aria-label={messages.searchPlaceholder} onClick={open}>
          <IconSearch />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          aria-label={messages.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          rightSection={
            <Text component="span" size="xs" c="dimmed">
              <Kbd size="xs">{MOD}</Kbd> <Kbd size="xs">K</Kbd>
            </Text>
          }
          onClick={open}
          fw="normal"
          c="dimmed"
        >
          {messages.searchPlaceholder}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
