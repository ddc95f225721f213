import { accountsMessages } from './messages/accounts.ts';
import { announcementsMessages } from './messages/announcements.ts';
import { approvalsMessages } from './messages/approvals.ts';
import { budgetLinesMessages } from './messages/budget-lines.ts';
import { budgetsMessages } from './messages/budgets.ts';
import { calculatorsMessages } from './messages/calculators.ts';
import { callsMessages } from './messages/calls.ts';
import { cloneMessages } from './messages/clone.ts';
import { commonMessages } from './messages/common.ts';
import { dashboardMessages } from './messages/dashboard.ts';
import { documentsMessages } from './messages/documents.ts';
import { equipmentFormsMessages, formsMessages } from './messages/forms.ts';
import { handOffMessages } from './messages/hand-off.ts';
import { inventoryMessages } from './messages/inventory.ts';
import { inventoryScaleMessages } from './messages/inventory-scale.ts';
import { inventoryShopMessages } from './messages/inventory-shop.ts';
import { inventoryTransfersMessages } from './messages/inventory-transfers.ts';
import { inventoryUploadMessages } from './messages/inventory-upload.ts';
import { jobsMessages } from './messages/jobs.ts';
import { mailOutboxMessages } from './messages/mail-outbox.ts';
import { officesMessages } from './messages/offices.ts';
import { offlineMessages } from './messages/offline.ts';
import { opportunitiesMessages } from './messages/opportunities.ts';
import { outboxMessages } from './messages/outbox.ts';
import { pagingMessages } from './messages/paging.ts';
import { profileMessages } from './messages/profile.ts';
import { proposalsMessages } from './messages/proposals.ts';
import { remindersMessages } from './messages/reminders.ts';
import { rolesMessages } from './messages/roles.ts';
import { searchMessages } from './messages/search.ts';
import { surveysMessages } from './messages/surveys.ts';
import { timesheetsMessages } from './messages/timesheets.ts';
import { usersMessages } from './messages/users.ts';

/**
 * User-facing texts of the specification, verbatim (spelling included), plus the server's own
 * texts where the specification leaves them to the server. Client and server import them from here;
 * each area keeps its texts in `messages/<area>.ts`.
 */
export const messages = {
  ...commonMessages,
  ...announcementsMessages,
  ...documentsMessages,
  ...officesMessages,
  ...rolesMessages,
  ...usersMessages,
  ...profileMessages,
  ...dashboardMessages,
  ...budgetLinesMessages,
  ...callsMessages,
  ...accountsMessages,
  ...opportunitiesMessages,
  ...jobsMessages,
  ...handOffMessages,
  ...approvalsMessages,
  ...cloneMessages,
  ...remindersMessages,
  ...calculatorsMessages,
  ...budgetsMessages,
  ...proposalsMessages,
  ...formsMessages,
  ...equipmentFormsMessages,
  ...mailOutboxMessages,
  ...surveysMessages,
  ...timesheetsMessages,
  ...inventoryMessages,
  ...inventoryUploadMessages,
  ...inventoryTransfersMessages,
  ...inventoryShopMessages,
  ...inventoryScaleMessages,
  ...pagingMessages,
  ...offlineMessages,
  ...outboxMessages,
  ...searchMessages,
} as const;

/** Every area's texts, to check that no key is defined by two areas (a later spread would hide the first). */
export const messagesByArea = {
  common: commonMessages,
  announcements: announcementsMessages,
  documents: documentsMessages,
  offices: officesMessages,
  roles: rolesMessages,
  users: usersMessages,
  profile: profileMessages,
  dashboard: dashboardMessages,
  'budget-lines': budgetLinesMessages,
  calls: callsMessages,
  accounts: accountsMessages,
  opportunities: opportunitiesMessages,
  jobs: jobsMessages,
  'hand-off': handOffMessages,
  approvals: approvalsMessages,
  clone: cloneMessages,
  reminders: remindersMessages,
  calculators: calculatorsMessages,
  budgets: budgetsMessages,
  proposals: proposalsMessages,
  forms: formsMessages,
  'forms-equipment': equipmentFormsMessages,
  'mail-outbox': mailOutboxMessages,
  surveys: surveysMessages,
  timesheets: timesheetsMessages,
  inventory: inventoryMessages,
  'inventory-upload': inventoryUploadMessages,
  'inventory-transfers': inventoryTransfersMessages,
  'inventory-shop': inventoryShopMessages,
  'inventory-scale': inventoryScaleMessages,
  paging: pagingMessages,
  offline: offlineMessages,
  outbox: outboxMessages,
  search: searchMessages,
};
