import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../shared/ui/confirm.tsx';
import { DeleteButton } from '../../../shared/ui/DeleteButton.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TabBar } from '../../../shared/ui/TabBar.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useInventoryPaths } from '../paths.ts';

/** The three catalogue tabs (spec 4 §2 "Inventory items"), under the base the user came through. */
export function CatalogueTabs() {
  const paths = useInventoryPaths();
  const items = [
    { label: 'Job Ready Items', url: paths.jobReadyItems },
    { label: 'Bulk Items', url: paths.bulkItems },
    { label: 'Categories', url: paths.categories },
  ];
  return <TabBar items={items} label="Inventory items" />;
}

export interface CatalogueRow {
  id: number;
  name: string;
  category?: string;
}

/**
 * A catalogue's list: its tab, the 'Create' button, then each entry with its category, linking to its
 * editor ({list}/{id}; {list}/new creates), and a delete that asks first and shows the server's
 * refusal (an item in stock, a category with items).
 */
export function CatalogueList(props: {
  title: string;
  /** The table's accessible name. */
  label: string;
  /** The list's address; its editor is {to}/{id}. */
  to: string;
  createLabel: string;
  query: { isPending: boolean; error: Error | null; data?: CatalogueRow[] };
  empty: string;
  withCategory: boolean;
  /** What the confirmation calls an entry: 'the job-ready item'. */
  kind: string;
  remove: (id: number) => Promise<{ message: string }>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { query } = props;

  async function onDelete(row: CatalogueRow) {
    const ok = await confirmAction({
      title: `Delete ${row.name}`,
      message: `Delete ${props.kind} "${row.name}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setRefusal(null);
    setDeleting(row.id);
    try {
      const answer = await props.remove(row.id);
      notifications.show({ color: 'green', message: answer.message });
    } catch (err) {
      setRefusal((err as Error).message);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <TitledPage
      title="Inventory Items"
      action={
        <Button component={Link} to={`${props.to}/new`} leftSection={<IconPlus size={16} />}>
          {props.createLabel}
        </Button>
      }
    >
      <CatalogueTabs />
      <Paper withBorder p="md">
        <Stack>
          <Text fw={700} component="h2" m={0}>
            {props.title}
          </Text>
          {refusal && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          )}
          {query.error && (
            <Alert color="red" role="alert">
              {query.error.message}
            </Alert>
          )}
          {!query.error && query.isPending && <PageLoader label={`Loading ${props.label.toLowerCase()}…`} />}
          {query.data?.length === 0 && <Text c="dimmed">{props.empty}</Text>}
          {query.data && query.data.length > 0 && (
            <Table.ScrollContainer minWidth={320} className="fb-cards">
              <Table striped highlightOnHover aria-label={props.label}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    {props.withCategory && <Table.Th>Category</Table.Th>}
                    <Table.Th w={56}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Anchor size="sm" component={Link} to={`${props.to}/${r.id}`}>
                          {r.name}
                        </Anchor>
                      </Table.Td>
                      {props.withCategory && <Table.Td data-label="Category">{r.category}</Table.Td>}
                      <Table.Td>
                        <Group justify="flex-end" wrap="nowrap">
                          <DeleteButton label={r.name} onClick={() => onDelete(r)} loading={deleting === r.id} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    </TitledPage>
  );
}
