import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  availableJobInventory,
  availableYardInventory,
  billOfLadingList,
  cancelTransferRequest,
  checkInTransfer,
  closeTransferRequest,
  createPickOrder,
  editTransfer,
  getBillOfLading,
  getEditTransfer,
  getTransferRequest,
  saveBillOfLading,
  saveTransferRequest,
  shipItems,
  type TransferListType,
  transferActiveJobs,
  transferActiveJobsWithInventory,
  transferList,
  transferYards,
} from '@fieldbook/contract/inventory-transfers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

/** Everything a ticket changes: the tickets, the bills, the stock and the audit. */
const TICKETS = 'inventory-tickets';
const STOCK = 'inventory-stock';

/** The yards a ticket may leave from or go to. */
export const useTransferYards = () =>
  useQuery({ queryKey: [TICKETS, 'yards'], queryFn: () => call(transferYards).then((r) => r.data) });

/** Active jobs (destinations), or those holding stock (origins of a return). */
export const useTransferJobs = (withInventory: boolean) =>
  useQuery({
    queryKey: [TICKETS, 'jobs', withInventory],
    queryFn: () => call(withInventory ? transferActiveJobsWithInventory : transferActiveJobs).then((r) => r.data),
  });

/** What a yard (type 0) or a job (type 1) can send. */
export const useAvailable = (type: 0 | 1 | null, id: number | null) =>
  useQuery({
    queryKey: [STOCK, 'available', type, id],
    queryFn: () =>
      call(type === 0 ? availableYardInventory : availableJobInventory, { query: { id: id as number } }).then(
        (r) => r.data,
      ),
    enabled: type !== null && id !== null,
  });

/** One list of tickets (spec 4 §9's types); `id` the yard or job, absent for every location. */
export const useTransferList = (
  type: TransferListType,
  id: number | null,
  opts: { closed?: boolean; enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: [TICKETS, 'list', type, id, opts.closed ?? false],
    queryFn: () =>
      call(transferList, { query: { type, id: id ?? undefined, closed: opts.closed ? 'true' : undefined } }).then(
        (r) => r.data,
      ),
    enabled: opts.enabled ?? true,
  });

/** One ticket, as its detail screens (`edit` false) or Edit Transfer load it. */
export const useTransfer = (id: number | null, edit = false) =>
  useQuery({
    queryKey: [TICKETS, 'ticket', id, edit],
    queryFn: () =>
      call(edit ? getEditTransfer : getTransferRequest, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
  });

/** A write that changes tickets and stock: every ticket, stock and audit view refreshes after it. */
function useTicketWrite<B, A>(send: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [TICKETS] }),
        client.invalidateQueries({ queryKey: [STOCK] }),
        client.invalidateQueries({ queryKey: ['inventory-audit'] }),
      ]),
  });
}

export const useCreatePickOrder = () =>
  useTicketWrite((body: BodyOf<typeof createPickOrder>) => call(createPickOrder, { body }));
export const useShipItems = () => useTicketWrite((body: BodyOf<typeof shipItems>) => call(shipItems, { body }));
export const useCheckIn = () =>
  useTicketWrite((body: BodyOf<typeof checkInTransfer>) => call(checkInTransfer, { body }));
export const useEditTransfer = () =>
  useTicketWrite((body: BodyOf<typeof editTransfer>) => call(editTransfer, { body }));
export const useCancelTransfer = () => useTicketWrite((id: number) => call(cancelTransferRequest, { query: { id } }));
export const useCloseTransfer = () => useTicketWrite((id: number) => call(closeTransferRequest, { query: { id } }));

// --- bills of lading -----------------------------------------------------------------------------------

export const useBillsOfLading = (historical: boolean) =>
  useQuery({
    queryKey: [TICKETS, 'bills', historical],
    queryFn: () => call(billOfLadingList, { query: { historical: historical ? 'true' : 'false' } }).then((r) => r.data),
  });

export const useBillOfLading = (id: number | null) =>
  useQuery({
    queryKey: [TICKETS, 'bill', id],
    queryFn: () => call(getBillOfLading, { query: { id: id as number } }).then((r) => r.data),
    enabled: id !== null,
  });

export const useSaveBillOfLading = () =>
  useTicketWrite((body: BodyOf<typeof saveBillOfLading>) => call(saveBillOfLading, { body }));

/** The lines' shipping details (weight, hazardous, code, rate, charges) that prefill the next bills. */
export const useSaveShippingDetails = () =>
  useTicketWrite((body: BodyOf<typeof saveTransferRequest>) => call(saveTransferRequest, { body }));
