import { billOfLadingPdf } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Button, Group } from '@mantine/core';
import { IconEdit, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadOrNotify } from '../../../shared/ui/download.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../../shared/ui/TitledPage.tsx';
import { useIdParam } from '../params.ts';
import { useTicketPaths } from '../transfers/ticket-paths.tsx';
import { useBillOfLading } from '../transfers/transfers.queries.ts';
import { BillForm } from './BillForm.tsx';
import { BillView } from './BillView.tsx';

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
