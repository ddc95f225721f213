import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOffices } from '../../entities/office/index.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/** /Admin/OfficeLocations: the office cards and 'Create Office'. */
export default function OfficeListScreen() {
  const list = useOffices();
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Office Locations
        </Title>
        <Button component={Link} to="/Admin/OfficeLocations/new/Edit" leftSection={<IconPlus size={16} />}>
          Create Office
        </Button>
      </Group>
      {list.isPending && <PageLoader label="Loading offices…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{messages.noOffices}</Text>}
      {list.data && list.data.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label="Offices"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.data.map((o) => (
            <Paper
              key={o.officeLocationId}
              component="li"
              withBorder
              p="md"
              aria-labelledby={`office-${o.officeLocationId}`}
            >
              <Stack gap={4} h="100%">
                <Title order={2} size="h4" id={`office-${o.officeLocationId}`} style={{ overflowWrap: 'anywhere' }}>
                  {o.name}
                </Title>
                <Text size="sm" component="address" style={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
                  {o.address}
                  <br />
                  {o.city}, {o.state} {o.zipCode}
                </Text>
                {o.phoneNumber && <Text size="sm">Phone: {o.phoneNumber}</Text>}
                {o.faxNumber && <Text size="sm">Fax: {o.faxNumber}</Text>}
                <Group mt="auto" pt="xs">
                  <Button
                    component={Link}
                    to={`/Admin/OfficeLocations/${o.officeLocationId}/Edit`}
                    variant="light"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    aria-label={`Edit ${o.name}`}
                  >
                    Edit
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
