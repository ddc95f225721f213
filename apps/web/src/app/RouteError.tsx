import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or throws: a plain message and a way home. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center">
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed">The page could not be shown. Reloading usually helps.</Text>
        <Button component="a" href="/">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
