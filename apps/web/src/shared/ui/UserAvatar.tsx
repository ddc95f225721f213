import { Avatar, type MantineSize } from '@mantine/core';

export const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');

/** The user's photo, or their initials when there is none. */
export function UserAvatar({
  name,
  photo,
  size = 'lg',
}: {
  name: string;
  photo: string | null;
  size?: MantineSize | number;
}) {
  return (
    <Avatar src={photo ?? undefined} alt={photo ? `Photo of ${name}` : undefined} size={size} radius="xl" color="blue">
      {initialsOf(name)}
    </Avatar>
  );
}
