import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A section of an inventory page: a heading, then its table or the empty text. */
export function StockSection(props: { title: string; id: string; empty: string; count: number; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={props.id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.count === 0 ? <Text c="dimmed">{props.empty}</Text> : props.children}
      </Stack>
    </Paper>
  );
}

/** A table of stock: the first column names the row; on a phone each row is a card. */
export function StockTable(props: {
  label: string;
  headers: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <Table.ScrollContainer minWidth={320} className="fb-cards">
      <Table striped aria-label={props.label} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            {props.headers.map((h, i) => (
              <Table.Th
                key={h}
                ta={i === 0 ? undefined : 'right'}
                w={i === 0 ? (props.headers.length > 4 ? '22%' : '40%') : undefined}
              >
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((c, i) => (
                <Table.Td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  key={i}
                  // Numbers line up on the right; on a phone each row is a card of 'Label: value' lines.
                  ta={i === 0 ? undefined : { base: 'left', sm: 'right' }}
                  data-label={i === 0 ? undefined : props.headers[i]}
                  style={i === 0 ? { overflowWrap: 'anywhere' } : { fontVariantNumeric: 'tabular-nums' }}
                >
                  {c}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Serialized items at a yard or job: name, serial number and status; each links to its asset. */
export function AssetTable(props: {
  label: string;
  assets: { serializedItemId: number; name: string; serialNumber: string; status: string }[];
  assetPath: (id: number) => string;
}) {
  return (
    <Table.ScrollContainer minWidth={320} className="fb-cards">
      <Table striped highlightOnHover aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Serial Number</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.assets.map((a) => (
            <Table.Tr key={a.serializedItemId}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Anchor size="sm" component={Link} to={props.assetPath(a.serializedItemId)}>
                  {a.name}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Serial Number" style={{ overflowWrap: 'anywhere' }}>
                {a.serialNumber}
              </Table.Td>
              <Table.Td data-label="Status">{a.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
