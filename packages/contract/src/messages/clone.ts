/** Job clone (spec 2 §2, §5, §8; server and screen texts). */
export const cloneMessages = {
  cloneJobRequired: 'Please choose the job to clone.',
  cloneDeniedPermission: 'You do not have permission to clone jobs.',
  cloneDeniedCanceled: 'A canceled job cannot be cloned.',
  cloneAccountRequired: 'Please select an account or type the name of a new one.',
  cloneDone: 'Job cloned.',
  cloneContactChangeConfirm:
    'You changed an existing contact: the clone will use a new contact with these details, and the existing one stays as it is.',
  cloneLocationChangeConfirm:
    'You changed an existing location: the clone will use a new location with these details, and the existing one stays as it is.',
} as const;
