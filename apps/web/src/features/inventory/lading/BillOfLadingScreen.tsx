import {
  type BillOfLading,
  type BillOfLadingInput,
  billOfLadingBody,
  billOfLadingPdf,
} from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../../../shared/ui/can-open.ts';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { downloadOrNotify } from '../../../shared/ui/download.ts';
import { formatLongDate } from '../../../shared/ui/format.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useIdParam } from '../params.ts';
import { useTicketPaths } from '../transfers/ticket-paths.tsx';
import { useBillOfLading, useSaveBillOfLading } from '../transfers/transfers.queries.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money as shown: '$1,234.50'; empty when none. */
export const money = (v: number | null) => (v === null ? '' : dollars.format(v));
/** A weight as shown: '1,200 lbs'; empty when none. */
export const pounds = (v: number | null) => (v === null ? '' : `${v.toLocaleString('en-US')} lbs`);

/** /Inventory/BillOfLading/{id}: one bill, read or edited; Print downloads its PDF. */
export default function BillOfLadingScreen() {
  const id = useIdParam('id');
  const paths = useTicketPaths();
  const bill = useBillOfLading(id);
  const [editing, setEditing] = useState(false);
  const [printing, setPrinting] = useState(false);
  const data = bill.data;
  const failure = id === null ? messages.billOfLadingNotFound : bill.error?.message;

  async function print() {
    if (!data) return;
    setPrinting(true);
    await downloadOrNotify(
      billOfLadingPdf,
      { query: { id: data.shipmentId } },
      `BillOfLading-${data.billOfLadingIdentifier || data.shipmentId}.pdf`,
    );
    setPrinting(false);
  }

  return (
    <TitledPage
      title={data ? `Bill of Lading ${data.billOfLadingIdentifier}` : 'Bill of Lading'}
      crumbs={[{ label: 'Bills of Lading', to: paths.billsOfLading }, { label: data?.billOfLadingIdentifier ?? '' }]}
      action={
        data &&
        !editing && (
          <Group>
            {data.editable && (
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            <Button leftSection={<IconPrinter size={16} />} onClick={print} loading={printing}>
              Print
            </Button>
          </Group>
        )
      }
    >
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!failure && !data && <PageLoader label={messages.loading} />}
      {data &&
        (editing ? (
          <BillForm key={data.shipmentId} bill={data} onDone={() => setEditing(false)} />
        ) : (
          <BillView bill={data} ticketPath={paths.pickTicket} />
        ))}
    </TitledPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value === '' || value === null ? '—' : value}</Text>
    </div>
  );
}

/** Read mode. */
function BillView({ bill, ticketPath }: { bill: BillOfLading; ticketPath: (id: number) => string }) {
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

/** The bill as the save call takes it. */
function valuesOf(bill: BillOfLading): BillOfLadingInput {
  return {
    shipmentId: bill.shipmentId,
    billOfLadingIdentifier: bill.billOfLadingIdentifier,
    date: bill.date,
    carrier: { ...bill.carrier },
    driverName: bill.driverName,
    driverPhone: bill.driverPhone,
    origin: { ...bill.origin },
    destination: { ...bill.destination },
    codName: bill.codName,
    codAddress: bill.codAddress,
    codCity: bill.codCity,
    codState: bill.codState,
    codZip: bill.codZip,
    codAmount: bill.codAmount,
    codFeePrepaid: bill.codFeePrepaid,
    codFeeCollect: bill.codFeeCollect,
    codTotalCharges: bill.codTotalCharges,
    totalShipmentValue: bill.totalShipmentValue,
    transferItems: bill.transferItems.map((i) => ({
      shipmentItemId: i.shipmentItemId,
      description: i.description,
      weight: i.weight,
      hazardous: i.hazardous,
      code: i.code,
      rate: i.rate,
      charges: i.charges,
    })),
  };
}

/** Edit mode: Save returns to read mode once saved; Cancel discards. */
function BillForm({ bill, onDone }: { bill: BillOfLading; onDone: () => void }) {
  const save = useSaveBillOfLading();
  const { form, failure, onSubmit } = useContractForm(billOfLadingBody, {
    initialValues: valuesOf(bill),
    failureTitle: 'The bill of lading was not saved',
  });
  const submit = onSubmit(async (body) => {
    const answer = await save.mutateAsync(body);
    notifications.show({ color: 'green', message: answer.message });
    onDone();
  });
  const text = (path: string, label: string) => <TextInput label={label} {...form.getInputProps(path)} />;
  /** A number field whose empty value is null (money with cents, or whole pounds). */
  const number = (path: string, label: string, kind: 'money' | 'weight', hideLabel = false) => {
    const props = form.getInputProps(path);
    return (
      <NumberInput
        label={hideLabel ? undefined : label}
        aria-label={hideLabel ? label : undefined}
        value={props.value ?? ''}
        error={props.error}
        onChange={(v) => form.setFieldValue(path, v === '' ? null : Number(v))}
        min={0}
        allowNegative={false}
        {...(kind === 'money'
          ? { decimalScale: 2, prefix: '$', thousandSeparator: ',' }
          : { allowDecimal: false, suffix: ' lbs', thousandSeparator: ',' })}
        hideControls
      />
    );
  };
  const party = (side: 'origin' | 'destination', title: string) => (
    <Section title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {text(`${side}.name`, `${title} Name`)}
        {text(`${side}.contact`, `${title} Contact`)}
        {text(`${side}.address1`, `${title} Address Line 1`)}
        {text(`${side}.address2`, `${title} Address Line 2`)}
        {text(`${side}.address3`, `${title} Address Line 3`)}
      </SimpleGrid>
    </Section>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Bill of lading">
      <Stack>
        <Section title="Shipment">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput label="Bill of Lading Number" withAsterisk {...form.getInputProps('billOfLadingIdentifier')} />
            <DateField
              label="Date"
              value={form.values.date ?? ''}
              onChange={(v) => form.setFieldValue('date', v)}
              error={form.errors.date}
            />
          </SimpleGrid>
        </Section>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {party('origin', 'Ship From')}
          {party('destination', 'Ship To')}
        </SimpleGrid>
        <Section title="Carrier">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {text('carrier.name', 'Carrier Name')}
            {text('carrier.address', 'Carrier Address')}
            {text('carrier.city', 'Carrier City')}
            {text('carrier.state', 'Carrier State')}
            {text('carrier.zip', 'Carrier Zip')}
            {text('driverName', 'Driver Name')}
            {text('driverPhone', 'Driver Phone')}
          </SimpleGrid>
        </Section>
        <Section title="Items">
          {bill.transferItems.length === 0 && <Text c="dimmed">No counted items on this shipment.</Text>}
          {bill.transferItems.map((item, i) => (
            <Paper key={item.shipmentItemId} withBorder p="xs" component="fieldset" aria-label={item.itemName}>
              <Stack gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.itemName} — {item.quantity}
                  {item.damaged > 0 ? ` (${item.damaged} damaged)` : ''}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                  <TextInput
                    label="Description"
                    aria-label={`Description of ${item.itemName}`}
                    {...form.getInputProps(`transferItems.${i}.description`)}
                  />
                  {number(`transferItems.${i}.weight`, `Weight of ${item.itemName}`, 'weight')}
                  <TextInput
                    label="Code"
                    aria-label={`Code of ${item.itemName}`}
                    {...form.getInputProps(`transferItems.${i}.code`)}
                  />
                  {number(`transferItems.${i}.rate`, `Rate of ${item.itemName}`, 'money')}
                  {number(`transferItems.${i}.charges`, `Charges of ${item.itemName}`, 'money')}
                  <Checkbox
                    mt={{ base: 0, xs: 'lg' }}
                    label={`Hazardous (${item.itemName})`}
                    {...form.getInputProps(`transferItems.${i}.hazardous`, { type: 'checkbox' })}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
        </Section>
        <Section title="Cash on Delivery">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {text('codName', 'COD Name')}
            {text('codAddress', 'COD Address')}
            {text('codCity', 'COD City')}
            {text('codState', 'COD State')}
            {text('codZip', 'COD Zip')}
            {number('codAmount', 'COD Amount', 'money')}
            {number('codTotalCharges', 'Total Charges', 'money')}
            {number('totalShipmentValue', 'Total Shipment Value', 'money')}
          </SimpleGrid>
          <Group>
            <Checkbox label="Fee Prepaid" {...form.getInputProps('codFeePrepaid', { type: 'checkbox' })} />
            <Checkbox label="Fee Collect" {...form.getInputProps('codFeeCollect', { type: 'checkbox' })} />
          </Group>
        </Section>
        <FailureAlert failure={failure} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
