/** Paged inventory lists (the asset list and the inventory audit at scale). */
export const inventoryScaleMessages = {
  listCursorInvalid: 'This list position is no longer valid. Reload the list.',
  assetSortInvalid: 'Sort by name, serialNumber, status, location or lastActivity.',
  sortDirectionInvalid: 'The sort direction must be asc or desc.',
} as const;
