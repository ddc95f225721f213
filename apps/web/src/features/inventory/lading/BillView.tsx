import type { BillOfLading } from '@fieldbook/contract/inventory-transfers';
import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { Line, money, pounds, Section } from './BillParts.tsx';

/** Read mode. */
export function BillView({ bill, ticketPath }: { bill: BillOfLading; ticketPath: (id: number) => string }) {
  const canOpen = useCanOpen();
  const party = (p: BillOfLading['origin']) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Line label="Name" value={p.name} />
      <Line label="Contact" value={p.contact} />
      <Line label="Address" value={[p.address1, p.address2, p.address3].filter(Boolean).join(', ')} />
    </SimpleGrid>
  );
  return (
    <Stack>
      <Section title="Shipment">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Line label="Bill of Lading Number" value={bill.billOfLadingIdentifier} />
          <Line label="Date" value={formatLongDate(bill.date)} />
          <Line
            label="Pick Ticket"
            value={
              canOpen(ticketPath(bill.transferRequestId)) ? (
                <Anchor component={Link} to={ticketPath(bill.transferRequestId)}>
                  #{bill.transferRequestId}
                </Anchor>
              ) : (
                `#${bill.transferRequestId}`
              )
            }
          />
        </SimpleGrid>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Ship From">{party(bill.origin)}</Section>
        <Section title="Ship To">{party(bill.destination)}</Section>
      </SimpleGrid>
      <Section title="Carrier">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Line label="Carrier Name" value={bill.carrier.name} />
          <Line
            label="Carrier Address"
            value={[
              bill.carrier.address,
              bill.carrier.city,
              [bill.carrier.state, bill.carrier.zip].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', ')}
          />
          <Line label="Driver Name" value={bill.driverName} />
          <Line label="Driver Phone" value={bill.driverPhone} />
        </SimpleGrid>
      </Section>
      <ItemsTable bill={bill} />
      <Section title="Cash on Delivery">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Line label="COD Name" value={bill.codName} />
          <Line
            label="COD Address"
            value={[bill.codAddress, bill.codCity, [bill.codState, bill.codZip].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          />
          <Line label="COD Amount" value={money(bill.codAmount)} />
          <Line
            label="COD Fee"
            value={[bill.codFeePrepaid && 'Prepaid', bill.codFeeCollect && 'Collect'].filter(Boolean).join(', ')}
          />
          <Line label="Total Charges" value={money(bill.codTotalCharges)} />
          <Line label="Total Shipment Value" value={money(bill.totalShipmentValue)} />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

function ItemsTable({ bill }: { bill: BillOfLading }) {
  return (
    <Section title="Items">
      {bill.transferItems.length === 0 ? (
        <Text c="dimmed">No counted items on this shipment.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320} className="fb-cards">
          <Table striped aria-label="Shipped items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th>Hazardous</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Charges</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.transferItems.map((i) => (
                <Table.Tr key={i.shipmentItemId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.itemName}</Table.Td>
                  <Table.Td data-label="Quantity">
                    {i.quantity}
                    {i.damaged > 0 ? ` (${i.damaged} damaged)` : ''}
                  </Table.Td>
                  <Table.Td data-label="Description" style={{ overflowWrap: 'anywhere' }}>
                    {i.description}
                  </Table.Td>
                  <Table.Td data-label="Weight">{pounds(i.weight)}</Table.Td>
                  <Table.Td data-label="Hazardous">{i.hazardous ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td data-label="Code">{i.code}</Table.Td>
                  <Table.Td data-label="Rate">{money(i.rate)}</Table.Td>
                  <Table.Td data-label="Charges">{money(i.charges)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {bill.assetTransfers.length > 0 && (
        <Text size="sm">Assets: {bill.assetTransfers.map((a) => `${a.itemName} (${a.serialNumber})`).join(', ')}</Text>
      )}
      <Group gap="xl">
        <Line label="Total Weight" value={pounds(bill.totalWeight)} />
        <Line label="Total Charges" value={money(bill.totalCharges)} />
      </Group>
    </Section>
  );
}
