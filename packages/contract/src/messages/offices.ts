/** Office locations (server and screen texts). */
export const officesMessages = {
  officeSaved: 'Office saved.',
  officeDeleted: 'Office deleted.',
  officeNotFound: 'Office not found.',
  officeInUse: (users: number, opportunities: number) =>
    `This office is still assigned to ${[
      users ? `${users} user${users === 1 ? '' : 's'}` : '',
      opportunities ? `${opportunities} opportunit${opportunities === 1 ? 'y' : 'ies'}` : '',
    ]
      .filter(Boolean)
      .join(' and ')}. Assign them to another office before deleting it.`,
  officeStillReferenced: 'This office is still in use and cannot be deleted.',
  noOffices: 'No office locations have been added yet.',
} as const;
