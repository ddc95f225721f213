/** Inventory (document 4): shop conversions and shop tickets. The spec's own texts are in inventory.ts. */
export const inventoryShopMessages = {
  // Conversions
  conversionSaved: 'Shop conversion saved.',
  conversionComponentTwice: 'A bulk item is listed twice.',
  conversionAmountRequired: 'Enter a whole number of at least 1 for each component.',
  shopAmountFormat: 'Enter digits only (up to 10).',
  shopAmountRange: 'The amount is too large.',

  // Tickets
  shopActionRequired: 'Please select the type of shop ticket.',
  shopTicketNameLength: 'The ticket name may have at most 100 characters.',
  shopTicketItemTwice: 'An item is listed twice.',
  shopTicketNoConversion: 'This item has no shop conversion, so it cannot be built or dismantled.',
  shopTicketAmountRequired: 'Enter an amount for each item.',
  shopTicketDamagedOnlyBuild: 'Damaged amounts apply only to build tickets.',
  shopTicketNotFound: 'This shop ticket does not exist.',
  shopTicketYardNotAllowed: 'You do not work from this yard.',
  shopTicketAlreadyClosed: 'This shop ticket is closed.',
  shopTicketAdjusted: 'Shop ticket updated.',
  shopTicketNothingToAdjust: 'There is nothing to record.',
  shopTicketLineUnknown: 'A line does not belong to this ticket.',
  shopAdjustmentTooMuch: 'The adjustment cannot exceed the ticket total minus the completed amount.',
  shopDismantleTooMuch: 'Retired plus salvaged cannot exceed the amount minus what is already retired and salvaged.',
  shopDismantleBeyondUnits: 'Components can only be retired or salvaged from units already dismantled.',
  shopCloseNotAllowed: 'You may not close shop tickets.',
  shopItemInUse: 'This item is on a shop ticket or, as a component, in a shop conversion, so it cannot be deleted.',
} as const;
