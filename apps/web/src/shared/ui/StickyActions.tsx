import { Group } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useKeepFocusAbove, useKeyboardInset } from './keyboard-inset.ts';
import { usePhone } from './use-phone.ts';

/**
 * A form's primary actions (Save, Submit). On a phone they stick to the bottom of the screen while
 * the form scrolls under them, above the home indicator (safe area) and above the on-screen keyboard,
 * and never over the field being typed in; on a wider screen they are a row at the form's end.
 */
export function StickyActions({ children }: { children: ReactNode }) {
  const phone = usePhone();
  const keyboard = useKeyboardInset(phone);
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocusAbove(bar, phone, keyboard);
  if (!phone) return <Group gap="xs">{children}</Group>;
  return (
    <Group
      ref={bar}
      gap="xs"
      role="group"
      aria-label="Form actions"
      wrap="nowrap"
      style={{
        position: 'sticky',
        bottom: keyboard,
        zIndex: 3,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
        paddingTop: 8,
        paddingBottom: 'calc(8px + env(safe-area-inset-bottom))',
      }}
    >
      {children}
    </Group>
  );
}
