import { getRouteHelpLink } from '@fieldbook/contract/wiki';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../shared/api/api.ts';

const useHelpLink = (route: string) =>
  useQuery({
    queryKey: ['help', route],
    queryFn: () => call(getRouteHelpLink, { body: { route } }).then((r) => r.data.url),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The route's wiki help page, when there is one; a failure is only logged (spec 1 §8). */
export function HelpLink() {
  const { pathname } = useLocation();
  const help = useHelpLink(pathname);
  useEffect(() => {
    if (help.error) console.error('help link failed', help.error);
  }, [help.error]);
  if (!help.data) return null;
  return (
    <Tooltip label="Help for this page">
      <ActionIcon
        component="a"
        href={help.data}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        aria-label="Help"
      >
        <IconHelp />
      </ActionIcon>
    </Tooltip>
  );
}
