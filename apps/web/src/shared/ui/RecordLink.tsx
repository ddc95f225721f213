import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from './can-open.ts';

/** A link to a page, or just its text when the user's role cannot open that page (it would only send them home). */
export function RecordLink({ to, children, ...anchor }: AnchorProps & { to: string; children: ReactNode }) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} {...anchor}>
      {children}
    </Anchor>
  );
}
