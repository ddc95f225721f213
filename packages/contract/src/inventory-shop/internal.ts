// What the shop files share and the area does not export (../inventory-shop.ts leaves this file out).

export const VIEW = ['inventory.view', 'inventory.catalogue', 'inventory.shopAdmin'] as const;
export const CATALOGUE = 'inventory.catalogue';
export const SHOP_ADMIN = 'inventory.shopAdmin';
export const CLOSE = 'inventory.closeTransfer';
