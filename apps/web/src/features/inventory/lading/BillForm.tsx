import { type BillOfLading, type BillOfLadingInput, billOfLadingBody } from '@fieldbook/contract/inventory-transfers';
import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FailureAlert, useContractForm } from '../../../shared/ui/contract-form.tsx';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { useSaveBillOfLading } from '../transfers/transfers.queries.ts';
import { Section } from './BillParts.tsx';

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
export function BillForm({ bill, onDone }: { bill: BillOfLading; onDone: () => void }) {
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
