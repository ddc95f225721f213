import type { BodyOf } from '@fieldbook/contract/endpoint';
import {
  adjustShopTicket,
  closeShopTicket,
  createShopTicket,
  getShopConversion,
  getShopTicket,
  saveShopConversion,
  shopActions,
  shopConversionList,
  shopTicketList,
  shopTicketOptions,
  updateAndCloseShopTicket,
} from '@fieldbook/contract/inventory-shop';
import { allowedYards } from '@fieldbook/contract/inventory-stock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api.ts';

/** Shop tickets and the stock they change: refreshed after any shop write. */
const SHOP = 'inventory-shop';
const STOCK = 'inventory-stock';

export const useShopConversions = () =>
  useQuery({ queryKey: [SHOP, 'conversions'], queryFn: () => call(shopConversionList).then((r) => r.data) });

export const useShopConversion = (jobReadyId: number | null) =>
  useQuery({
    queryKey: [SHOP, 'conversion', jobReadyId],
    queryFn: () => call(getShopConversion, { query: { jobReadyId: jobReadyId as number } }).then((r) => r.data),
    enabled: jobReadyId !== null,
  });

export function useSaveShopConversion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveShopConversion>) => call(saveShopConversion, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SHOP] }),
  });
}

export const useAllowedYards = () =>
  useQuery({ queryKey: ['inventory-allowed-yards'], queryFn: () => call(allowedYards).then((r) => r.data) });

export const useShopActions = () =>
  useQuery({ queryKey: [SHOP, 'actions'], queryFn: () => call(shopActions).then((r) => r.data), staleTime: Infinity });

export const useShopTicketOptions = (type: number | null, yard: number | null) =>
  useQuery({
    queryKey: [SHOP, 'options', type, yard],
    queryFn: () =>
      call(shopTicketOptions, { query: { type: type as number, yard: yard as number } }).then((r) => r.data),
    enabled: type !== null && yard !== null,
  });

export function useCreateShopTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createShopTicket>) => call(createShopTicket, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SHOP] }),
  });
}

export const useShopTickets = (yardId: number | null, closed: boolean) =>
  useQuery({
    queryKey: [SHOP, 'tickets', yardId, closed],
    queryFn: () => call(shopTicketList, { query: { yardId: yardId as number, closed } }).then((r) => r.data),
    enabled: yardId !== null,
  });

export const useShopTicket = (ticketId: number | null) =>
  useQuery({
    queryKey: [SHOP, 'ticket', ticketId],
    queryFn: () => call(getShopTicket, { query: { ticketId: ticketId as number } }).then((r) => r.data),
    enabled: ticketId !== null,
  });

/** Recording work (and closing) changes the ticket, the lists and the yard's stock. */
function useShopWrite<B, A>(send: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: [SHOP] }), client.invalidateQueries({ queryKey: [STOCK] })]),
  });
}

export const useAdjustShopTicket = () =>
  useShopWrite((body: BodyOf<typeof adjustShopTicket>) => call(adjustShopTicket, { body }));
export const useUpdateAndCloseShopTicket = () =>
  useShopWrite((body: BodyOf<typeof updateAndCloseShopTicket>) => call(updateAndCloseShopTicket, { body }));
export const useCloseShopTicket = () =>
  useShopWrite((ticketId: number) => call(closeShopTicket, { query: { ticketId } }));
