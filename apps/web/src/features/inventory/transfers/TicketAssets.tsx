import type { TransferRequest } from '@fieldbook/contract/inventory-transfers';
import { Checkbox, Stack, Table, Title } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import type { TicketAction } from './ticket-state.ts';

type Ticked = Record<number, boolean>;

/**
 * A ticket's assets and where each is, with the selection of what to ship or check in and, under Edit
 * Transfer, the ones to take off the ticket (an asset that has shipped stays).
 */
export function TicketAssets(props: {
  ticket: TransferRequest;
  action: TicketAction;
  /** The selection column: Ship or Check In. */
  canSelect: boolean;
  /** Edit Transfer of an open ticket that may change: the Remove column. */
  removing: boolean;
  busy: boolean;
  selectDisabled: boolean;
  assets: Ticked;
  setAssets: Dispatch<SetStateAction<Ticked>>;
  removeAssets: Ticked;
  setRemoveAssets: Dispatch<SetStateAction<Ticked>>;
}) {
  const { ticket, action, canSelect, busy, selectDisabled, assets, setAssets, removeAssets, setRemoveAssets } = props;
  if (ticket.assetTransfers.length === 0) return null;
  const assetSelectable = (a: TransferRequest['assetTransfers'][number]) =>
    action === 'ship' ? !a.shipped && a.inStock : a.inTransit;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Assets
      </Title>
      <Table.ScrollContainer minWidth={320} className="fb-cards">
        <Table striped aria-label="Assets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Asset</Table.Th>
              <Table.Th>Serial Number</Table.Th>
              <Table.Th>State</Table.Th>
              {canSelect && <Table.Th>{action === 'ship' ? 'Ship' : 'Check In'}</Table.Th>}
              {props.removing && <Table.Th>Remove</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ticket.assetTransfers.map((a) => (
              <Table.Tr key={a.assetTransferId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.itemName}</Table.Td>
                <Table.Td data-label="Serial Number">{a.serialNumber}</Table.Td>
                <Table.Td data-label="State">
                  {a.checkedIn ? 'Checked In' : a.inTransit ? 'In Transit' : a.inStock ? 'To Ship' : a.status}
                </Table.Td>
                {canSelect && (
                  <Table.Td data-label={action === 'ship' ? 'Ship' : 'Check In'}>
                    <Checkbox
                      aria-label={`Select ${a.itemName} ${a.serialNumber}`}
                      checked={!!assets[a.assetTransferId]}
                      disabled={selectDisabled || !assetSelectable(a)}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setAssets((s) => ({ ...s, [a.assetTransferId]: checked }));
                      }}
                    />
                  </Table.Td>
                )}
                {props.removing && (
                  <Table.Td data-label="Remove">
                    <Checkbox
                      aria-label={`Remove ${a.itemName} ${a.serialNumber}`}
                      checked={!!removeAssets[a.assetTransferId]}
                      disabled={busy || a.shipped}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setRemoveAssets((s) => ({ ...s, [a.assetTransferId]: checked }));
                      }}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
