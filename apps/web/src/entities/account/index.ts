export { type AccountChoice, AccountForm } from './AccountForm.tsx';
export {
  fetchAccount,
  industriesQuery,
  territoriesQuery,
  useAccountNames,
  useAccountProfile,
  useAccountsChanged,
  useCanEditAccounts,
} from './account.queries.ts';
export { DeleteRecordButton, FormButtons } from './FormButtons.tsx';
