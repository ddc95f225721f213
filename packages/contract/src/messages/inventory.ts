/** Inventory (document 4): serialized assets and meter types so far. */
export const inventoryMessages = {
  // Spec 4 §5, verbatim
  selectMeterType: 'Please select meter type',

  // The server's own texts
  meterTypeNameRequired: 'Please enter the meter type name.',
  meterTypeIntervalRange: 'The calibration interval must be a whole number of days between 1 and 3650.',
  meterTypeSaved: 'Meter type saved.',
  meterTypeExists: 'A meter type with this name already exists.',
  meterTypeNotFound: 'This meter type does not exist.',
} as const;
