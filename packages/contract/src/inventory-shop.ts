// The inventory shop area's public entry: `@fieldbook/contract/inventory-shop` and index.ts export what
// it exports, so importers never name a part. Its parts live in the folder inventory-shop/, one file per
// sub-resource, rather than beside it as inventory-shop-*.ts: src/ keeps one file per area
// (docs/contributing.md "One name per area"), so a part is never taken for an area of its own, and
// internal.ts, which the parts share, stays out of this entry.
//
// Shop conversions and shop tickets (spec 4 §2 "Shop form configuration", "Tickets and transfers";
// §3 "Shop conversion", "Shop ticket"; §4; §5 "Shop conversion", "Shop ticket"; §7; §9). A conversion
// says which bulk components (and how many of each) make one job-ready item. A build ticket (shop
// action 1) turns bulk components into job-ready items and repairs damaged ones; a dismantle ticket
// (2) turns job-ready items back into components, each retired or salvaged. Stock moves through the
// ledger as shop administrators record the work done (docs/decisions/inventory.md "Shop conversions and shop
// tickets"), never at creation.

import { getShopConversion, saveShopConversion, shopConversionList } from './inventory-shop/conversions.ts';
import { createShopTicket, shopActions, shopTicketOptions } from './inventory-shop/ticket-creation.ts';
import {
  adjustShopTicket,
  closeShopTicket,
  getShopTicket,
  shopTicketList,
  shopTicketListExport,
  updateAndCloseShopTicket,
} from './inventory-shop/tickets.ts';

export * from './inventory-shop/conversions.ts';
export * from './inventory-shop/rules.ts';
export * from './inventory-shop/ticket-creation.ts';
export * from './inventory-shop/tickets.ts';

/** Every endpoint of the area: the server binds them from here (domains/inventory/shop.routes.ts). */
export const inventoryShopEndpoints = {
  shopConversionList,
  getShopConversion,
  saveShopConversion,
  shopActions,
  shopTicketOptions,
  createShopTicket,
  shopTicketList,
  shopTicketListExport,
  getShopTicket,
  adjustShopTicket,
  updateAndCloseShopTicket,
  closeShopTicket,
};
