/** Paged inventory lists (the asset list and the inventory audit at scale). */
export const inventoryScaleMessages = {
  assetSortInvalid: 'Sort by name, serialNumber, status, location or lastActivity.',
} as const;
