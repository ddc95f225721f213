/** Opportunities (spec 2 §2, §4, §5, §6, §8; server and screen texts). */
export const opportunitiesMessages = {
  oppSelectOffice: 'Please select an office location.',
  oppAccountChangeConfirm: 'Changing this field will clear preloaded location and contact info.',
  oppSameAddress: 'Use Same Shipping/Billing Address',
  oppNoOpportunities: 'No Opportunities to Display',
  drillingManager: 'Drilling Manager',
  drillingUser: 'Drilling User',
  oppNotFound: 'Opportunity not found.',
  oppSaved: 'Opportunity saved.',
  oppClosed: 'Opportunity closed.',
  oppOpened: 'Opportunity opened.',
  oppCloseConfirm: 'Close this opportunity? Its jobs stay as they are.',
  oppOpenConfirm: 'Open this opportunity again?',
  oppNewRecordConfirm: (what: string) =>
    `You changed the ${what}: it will be saved as a new record of the account, and the existing one stays as it is.`,
  oppCallClosed: 'This call is already closed.',
  oppAccountInvalid: 'Please select a valid account.',
  oppDrillingUserRefused: 'Drilling Users may view opportunities but not create or edit them.',
} as const;
