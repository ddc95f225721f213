import type { SelfUser } from '@fieldbook/contract/self';
import type { MantineSize } from '@mantine/core';
import { useSelfPhoto } from '../session/session.queries.ts';
import { UserAvatar } from './UserAvatar.tsx';

/** The signed-in user's photo (loaded by its address, see useSelfPhoto), or their initials. */
export function SelfAvatar({ user, size }: { user: SelfUser | undefined; size?: MantineSize | number }) {
  const photo = useSelfPhoto(user?.employeePhoto);
  return <UserAvatar name={user?.fullName ?? ''} photo={photo} size={size} />;
}
