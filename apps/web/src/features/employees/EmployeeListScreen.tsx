import { getEmployeeListExport } from '@fieldbook/contract/employees';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../shared/ui/ExportButton.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useEmployees } from './employees.queries.ts';

/** /Employees: every employee, by last name. */
export default function EmployeeListScreen() {
  const list = useEmployees();
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Employees
        </Title>
        <Group>
          <ExportButton endpoint={getEmployeeListExport} input={{ body: {} }} fileName="Employees.xlsx" />
          <Button component={Link} to="/Employees/new" leftSection={<IconPlus size={16} />}>
            Add Employee
          </Button>
        </Group>
      </Group>
      {list.isPending && <PageLoader label="Loading employees…" />}
      {list.error && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{messages.employeeNone}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Employees">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th visibleFrom="sm">Email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((e) => (
                <Table.Tr key={e.employeeId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/Employees/${e.employeeId}`}>
                      {e.lastName}, {e.firstName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{e.phoneNumber}</Table.Td>
                  <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {e.email}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
