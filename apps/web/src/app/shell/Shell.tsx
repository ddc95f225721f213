import { ActionIcon, AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text, useMantineTheme } from '@mantine/core';
import '@mantine/notifications/styles.layer.css';
import { getNavigation } from '@fieldbook/contract/navigation';
import type { NavigationItem } from '@fieldbook/contract/routes';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { IconHome } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SearchEverything } from '../../features/search/index.ts';
import { OfflineGate } from '../../shared/offline/OfflineGate.tsx';
import { useOutboxRunner } from '../../shared/offline/outbox/index.ts';
import { keepStorage } from '../../shared/pwa/storage.ts';
import { useNavigation, useSelf } from '../../shared/session/session.queries.ts';
import { FIRM_NAME, Logo } from '../../shared/ui/Logo.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { BugReport } from './BugReport.tsx';
import { HelpLink } from './HelpLink.tsx';
import { OutboxIndicator } from './OutboxIndicator.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { SignInAgain } from './SignInAgain.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useFetchAhead } from './use-fetch-ahead.ts';
import { WikiSearchBox } from './WikiSearchBox.tsx';

const FOOTER_HEIGHT = 40;

/** The shared frame of spec 1 §2: header, navigation from the server, main area, footer. */
export default function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const nav = useNavigation(getNavigation);
  // The header's search box and menu bar only on a wide screen (a phone has them in its menu): rendered
  // and hidden by CSS, they were a good part of the frame's first render on a phone.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
  const items = nav.data ?? [];

  // One element for the life of the frame: when the menu arrives, the user's card loads or the phone
  // menu opens, the frame renders again and the screen, unchanged, is not rendered with it.
  const screen = useMemo(
    () => (
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    ),
    [],
  );

  // Signed in: work will be kept on this device, so ask the browser not to clear it when space runs short.
  useEffect(() => void keepStorage(), []);
  // And what the field screens need is fetched onto it, so they open without a signal.
  useFetchAhead();
  // The signed-in user's waiting work is sent from here, whatever the screen.
  const self = useSelf().data;
  useOutboxRunner(self?.userId);

  // A chosen menu item closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change on purpose
  useEffect(() => close(), [pathname]);

  // Dialogs and notifications belong to the signed-in frame, so the sign-in screen stays small.
  return (
    <ModalsProvider>
      <Notifications position="top-right" />
      <AppShell
        header={{ height: { base: 56, md: 100 } }}
        navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened, desktop: true } }}
        padding="md"
      >
        <RouteGuard />
        <SignInAgain username={self?.username} />
        <AppShell.Header>
          <Group h={56} px="sm" gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />
              <Link to="/" aria-label="Fieldbook home" className="fb-plain-link fb-tap">
                <Logo />
              </Link>
              <ActionIcon component={Link} to="/" variant="subtle" aria-label="Home">
                <IconHome />
              </ActionIcon>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <SearchEverything compact={!wide} />
              {wide && <WikiSearchBox />}
              <OutboxIndicator />
              <HelpLink />
              <BugReport />
              <UserMenu />
            </Group>
          </Group>
          {wide && (
            <Group component="nav" aria-label="Main" gap={2} px="sm" h={44} wrap="nowrap" className="fb-main-nav">
              <MainNavLinks items={items} horizontal />
            </Group>
          )}
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label="Main navigation">
          {/* The phone menu exists only while open, so the page never holds two search boxes. */}
          {opened && (
            <ScrollArea>
              <Stack gap={4}>
                <WikiSearchBox />
                <nav aria-label="Main (mobile)">
                  <MainNavLinks items={items} />
                </nav>
              </Stack>
            </ScrollArea>
          )}
        </AppShell.Navbar>

        {/* The footer follows the content (at the bottom of a short page), so it never covers any of it. */}
        <AppShell.Main mih={`calc(100dvh - ${FOOTER_HEIGHT}px)`}>{screen}</AppShell.Main>
        <Footer />
      </AppShell>
    </ModalsProvider>
  );
}

/**
 * The screen, in a render pass of its own after the frame's first: frame and screen committed together
 * held a phone's main thread for about a tenth of a second, too long to answer a tap meanwhile. Without
 * a signal, a screen whose data is not on the device says so instead (OfflineGate).
 */
function Screen() {
  const ready = useDeferredValue(true, false);
  return ready ? (
    <OfflineGate>
      <Outlet />
    </OfflineGate>
  ) : (
    <PageLoader />
  );
}

/**
 * While a screen's first answers are on their way the footer is not shown: it would sit at the bottom
 * of the still short page and jump away when the content arrives (a layout shift on every phone). A
 * component of its own, so each answer re-renders the footer and not the whole frame.
 */
function Footer() {
  const firstLoad = useIsFetching({ predicate: (q) => q.state.status === 'pending' }) > 0;
  return (
    <Group
      component="footer"
      h={FOOTER_HEIGHT}
      px="md"
      justify="center"
      style={firstLoad ? { visibility: 'hidden' } : undefined}
    >
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {FIRM_NAME}
      </Text>
    </Group>
  );
}

/** The server's navigation items: a row in the desktop header, a list in the phone menu. */
function MainNavLinks({ items, horizontal = false }: { items: NavigationItem[]; horizontal?: boolean }) {
  const { pathname } = useLocation();
  const isActive = (url: string) => pathname === url || pathname.startsWith(`${url}/`);
  return items.map((item) => (
    <NavLink
      key={item.url}
      component={Link}
      to={item.url}
      label={item.label}
      active={isActive(item.url)}
      {...(horizontal ? { w: 'auto', px: 'sm', className: 'fb-nowrap' } : {})}
    />
  ));
}
