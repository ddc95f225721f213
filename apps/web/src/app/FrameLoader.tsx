import { Box, Group } from '@mantine/core';
import { readToken } from '../shared/api/token.ts';
import { Logo } from '../shared/ui/Logo.tsx';
import { PageLoader } from '../shared/ui/PageLoader.tsx';

/**
 * While a stored session is checked and the frame downloads: the frame's header bar with the logo,
 * where the frame draws it, over the loader. The page shows something as soon as the entry runs
 * instead of a blank screen until the frame's code and the session's answer are both there.
 */
export function FrameLoader() {
  return (
    <>
      <Box component="header" h={56} px="sm" className="fb-frame-header">
        <Group h={56} wrap="nowrap">
          <Logo />
        </Group>
      </Box>
      <PageLoader />
    </>
  );
}

/** What shows while the application starts: the frame's header with a stored session, else the loader. */
export function StartLoader() {
  return readToken() ? <FrameLoader /> : <PageLoader />;
}
