import type { Access } from './endpoint.ts';
import { allPermissions, type Permission } from './permissions.ts';

/**
 * The one table of client routes. Navigation bars, the admin and inventory tab bars, the job-form
 * tabs and the server's CheckURLNavAuth are all derived from it, so a menu never offers a route the
 * server would refuse. Patterns: literal segments, ':name' for one segment, a final '*' for the rest.
 */
export type NavMenu = 'main' | 'admin' | 'inventory' | 'jobForms' | 'jobFormsAdmin' | 'opportunity';

export interface ClientRoute {
  pattern: string;
  access: Access;
  /** Shown in a menu: the label and the url the menu links to (the pattern when omitted). */
  nav?: { menu: NavMenu; label: string; url?: string };
}

const adminPermissions = allPermissions.filter((p) => p.startsWith('admin.') && p !== 'admin.phoneEmail');
const inventoryAdmin: Permission[] = ['inventory.adjust', 'inventory.catalogue', 'inventory.assets'];
/** Who may open the administration area at all: any administration permission. */
export const adminAreaAccess: readonly Permission[] = [...adminPermissions, ...inventoryAdmin];

export const clientRoutes: readonly ClientRoute[] = [
  // Everyone who is signed in
  { pattern: '/', access: 'signed-in' },
  { pattern: '/User/Profile', access: 'signed-in' },
  { pattern: '/User/ChangePassword', access: 'signed-in' },
  { pattern: '/User/EditSignature', access: 'signed-in' },
  { pattern: '/Signature', access: 'signed-in' },
  { pattern: '/Wiki/Search', access: 'signed-in' },

  // Main navigation bar, in the order it shows
  { pattern: '/Accounts/*', access: 'accounts.view', nav: { menu: 'main', label: 'Accounts', url: '/Accounts' } },
  // Forms open only for those who may save them, so nobody fills a form only to be refused.
  { pattern: '/Accounts/New', access: 'accounts.edit' },
  { pattern: '/Accounts/:accountId/Edit', access: 'accounts.edit' },
  { pattern: '/Accounts/:accountId/Location/New', access: 'accounts.edit' },
  { pattern: '/Accounts/:accountId/Location/:locationId/Edit', access: 'accounts.edit' },
  { pattern: '/Accounts/:accountId/Contact/New', access: 'accounts.edit' },
  { pattern: '/Accounts/:accountId/Contact/:contactId/Edit', access: 'accounts.edit' },
  {
    pattern: '/Opportunities/*',
    access: 'opportunities.view',
    nav: { menu: 'main', label: 'Opportunities', url: '/Opportunities' },
  },
  { pattern: '/Jobs/*', access: 'jobs.view', nav: { menu: 'main', label: 'Jobs', url: '/Jobs' } },
  { pattern: '/CallIntake', access: 'calls.intake', nav: { menu: 'main', label: 'Call Intake' } },
  { pattern: '/Calculator', access: 'calculator.use', nav: { menu: 'main', label: 'Calculator' } },
  { pattern: '/Employees/*', access: 'employees.manage', nav: { menu: 'main', label: 'Employees', url: '/Employees' } },
  {
    pattern: '/Timesheets/*',
    access: 'timesheets.view',
    nav: { menu: 'main', label: 'Timesheets', url: '/Timesheets' },
  },
  { pattern: '/VerifyTimesheet/:tsId', access: 'timesheets.verify' },
  { pattern: '/Inventory/*', access: 'inventory.view', nav: { menu: 'main', label: 'Inventory', url: '/Inventory' } },
  { pattern: '/Admin', access: adminAreaAccess, nav: { menu: 'main', label: 'Admin' } },

  // Opportunity list tabs
  { pattern: '/Opportunities', access: 'opportunities.view', nav: { menu: 'opportunity', label: 'Opportunities' } },
  {
    pattern: '/Opportunities/Call/*',
    access: 'calls.view',
    nav: { menu: 'opportunity', label: 'Calls', url: '/Opportunities/Call' },
  },
  { pattern: '/Opportunities/ClosedCall/:id', access: 'calls.view' },
  // A job and its stages: field crews (jobs.view without opportunities.view) work the field stages here.
  { pattern: '/Opportunities/:oppId/:jobId/*', access: ['opportunities.view', 'jobs.view'] },
  { pattern: '/Opportunities/NewOpportunity', access: 'opportunities.edit' },
  { pattern: '/Opportunities/:oppId/Edit', access: 'opportunities.edit' },
  { pattern: '/Opportunities/:oppId/NewJob', access: 'jobs.edit' },
  { pattern: '/Opportunities/:oppId/:jobId/Edit', access: 'jobs.edit' },

  // Administration tab bar
  { pattern: '/Admin/UserList', access: 'admin.users', nav: { menu: 'admin', label: 'Users' } },
  { pattern: '/Admin/User/*', access: 'admin.users' },
  { pattern: '/Admin/CreateUser', access: 'admin.users' },
  {
    pattern: '/Admin/RoleList/*',
    access: 'admin.roles',
    nav: { menu: 'admin', label: 'Roles', url: '/Admin/RoleList/new' },
  },
  { pattern: '/Admin/AnnouncementList', access: 'admin.announcements', nav: { menu: 'admin', label: 'Announcements' } },
  { pattern: '/Admin/Announcement/:id', access: 'admin.announcements' },
  {
    pattern: '/Admin/DocumentsandPolicies',
    access: 'admin.documents',
    nav: { menu: 'admin', label: 'Documents and Policies' },
  },
  {
    pattern: '/Admin/OfficeLocations/*',
    access: 'admin.offices',
    nav: { menu: 'admin', label: 'Office Locations', url: '/Admin/OfficeLocations' },
  },
  { pattern: '/Admin/BudgetEdit', access: 'admin.budgetLines', nav: { menu: 'admin', label: 'Budget Lines' } },
  {
    pattern: '/Admin/BudgetTemplates/*',
    access: 'admin.budgetTemplates',
    nav: { menu: 'admin', label: 'Budget Templates', url: '/Admin/BudgetTemplates' },
  },
  {
    pattern: '/Admin/Proposal/*',
    access: 'admin.proposals',
    nav: { menu: 'admin', label: 'Proposal', url: '/Admin/Proposal' },
  },
  {
    pattern: '/Admin/Calculator/*',
    access: 'admin.calculators',
    nav: { menu: 'admin', label: 'Calculators', url: '/Admin/Calculator' },
  },
  {
    pattern: '/Admin/Forms/*',
    access: 'admin.jobForms',
    nav: { menu: 'admin', label: 'Job Forms', url: '/Admin/Forms' },
  },
  {
    pattern: '/Admin/CreateEquipmentForm',
    access: 'admin.jobForms',
    nav: { menu: 'admin', label: 'Equipment Form Builder' },
  },
  {
    pattern: '/Admin/ProductRisks/*',
    access: 'admin.safety',
    nav: { menu: 'admin', label: 'Product Risks', url: '/Admin/ProductRisks' },
  },
  {
    pattern: '/Admin/SequenceActions/*',
    access: 'admin.safety',
    nav: { menu: 'admin', label: 'Sequence Actions', url: '/Admin/SequenceActions' },
  },
  { pattern: '/Admin/PotentialRisks', access: 'admin.safety', nav: { menu: 'admin', label: 'Potential Risks' } },
  { pattern: '/Admin/ScopeBuilder', access: 'admin.scopeBuilder', nav: { menu: 'admin', label: 'Scope Builder' } },
  {
    pattern: '/Admin/Inventory/*',
    access: inventoryAdmin,
    nav: { menu: 'admin', label: 'Inventory', url: '/Admin/Inventory' },
  },
  { pattern: '/Admin/AuditLog', access: 'admin.audit', nav: { menu: 'admin', label: 'Audit Log' } },
  { pattern: '/Admin/MailOutbox', access: 'admin.mail', nav: { menu: 'admin', label: 'Mail Outbox' } },

  // Inventory tab bar
  {
    pattern: '/Inventory/Yard/*',
    access: 'inventory.view',
    nav: { menu: 'inventory', label: 'Yards', url: '/Inventory/Yard' },
  },
  {
    pattern: '/Inventory/Job/*',
    access: 'inventory.view',
    nav: { menu: 'inventory', label: 'Jobs', url: '/Inventory/Job' },
  },
  {
    pattern: '/Inventory/Asset/*',
    access: 'inventory.view',
    nav: { menu: 'inventory', label: 'Assets', url: '/Inventory/Asset' },
  },
  {
    pattern: '/Inventory/PickTicket/*',
    access: 'inventory.transfer',
    nav: { menu: 'inventory', label: 'Pick Tickets', url: '/Inventory/PickTicket' },
  },
  {
    pattern: '/Inventory/ShopTicket/*',
    access: 'inventory.view',
    nav: { menu: 'inventory', label: 'Shop Tickets', url: '/Inventory/ShopTicket' },
  },
  {
    pattern: '/Inventory/BillOfLading/*',
    access: 'inventory.view',
    nav: { menu: 'inventory', label: 'Bills of Lading', url: '/Inventory/BillOfLading' },
  },
  {
    pattern: '/Inventory/FailureLog/*',
    access: 'inventory.assets',
    nav: { menu: 'inventory', label: 'Failure Log', url: '/Inventory/FailureLog' },
  },
  {
    pattern: '/Inventory/JobReadyInventoryItems/*',
    access: 'inventory.catalogue',
    nav: { menu: 'inventory', label: 'Inventory Items', url: '/Inventory/JobReadyInventoryItems' },
  },
  {
    pattern: '/Inventory/ShopFormConfig/*',
    access: 'inventory.catalogue',
    nav: { menu: 'inventory', label: 'Shop Form Config', url: '/Inventory/ShopFormConfig' },
  },
  {
    pattern: '/Inventory/CalibrationDue',
    access: ['inventory.view', 'inventory.assets'],
    nav: { menu: 'inventory', label: 'Calibration due' },
  },
  { pattern: '/Inventory/Audit', access: 'inventory.audit', nav: { menu: 'inventory', label: 'Audit' } },
  { pattern: '/Inventory/Excel', access: 'inventory.adjust', nav: { menu: 'inventory', label: 'Excel Upload' } },
  // Inventory screens beyond the tab bar (spec 4 §2): forms open only for those who may save them
  { pattern: '/Inventory/Yard/CreateYard', access: 'inventory.adjust' },
  { pattern: '/Inventory/Asset/CreateAsset', access: 'inventory.assets' },
  { pattern: '/Inventory/Asset/MeterTypes', access: 'inventory.assets' },
  { pattern: '/Inventory/Asset/:id/EditAsset', access: 'inventory.assets' },
  { pattern: '/Inventory/Asset/:id/AssetRepair', access: 'inventory.assets' },
  { pattern: '/Inventory/Asset/:id/CheckInRepair', access: 'inventory.assets' },
  { pattern: '/Inventory/Asset/:id/AssetFailure', access: 'inventory.assets' },
  { pattern: '/Inventory/BulkItems/*', access: 'inventory.catalogue' },
  { pattern: '/Inventory/InventoryCategory/*', access: 'inventory.catalogue' },
  // Pick tickets, check-ins and transfers (spec 4 §2 "Tickets and transfers")
  { pattern: '/Inventory/CreatePickTicket', access: 'inventory.transfer' },
  { pattern: '/Inventory/EditTransfer/*', access: 'inventory.transfer' },
  { pattern: '/Inventory/CheckInTicket/*', access: 'inventory.transfer' },
  { pattern: '/Inventory/CreateShopTicket', access: 'inventory.shopAdmin' },
  { pattern: '/Admin/Inventory/Yard/*', access: 'inventory.adjust' },
  { pattern: '/Admin/Inventory/Job/*', access: 'inventory.adjust' },
  { pattern: '/Admin/Inventory/Asset/*', access: inventoryAdmin },
  { pattern: '/Admin/Inventory/Asset/CreateAsset', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/Asset/MeterTypes', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/Asset/:id/EditAsset', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/Asset/:id/AssetRepair', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/Asset/:id/CheckInRepair', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/Asset/:id/AssetFailure', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/JobReadyInventoryItems/*', access: 'inventory.catalogue' },
  { pattern: '/Admin/Inventory/BulkItems/*', access: 'inventory.catalogue' },
  { pattern: '/Admin/Inventory/InventoryCategory/*', access: 'inventory.catalogue' },
  { pattern: '/Admin/Inventory/ShopFormConfig/*', access: 'inventory.catalogue' },
  { pattern: '/Admin/Inventory/FailureLog/*', access: 'inventory.assets' },
  { pattern: '/Admin/Inventory/Audit', access: 'inventory.audit' },
  { pattern: '/Admin/Inventory/Excel', access: 'inventory.adjust' },

  // Job-form tabs under a job stage (urls relative to the stage) and under /Admin/Forms
  { pattern: 'FieldTickets', access: 'forms.view', nav: { menu: 'jobForms', label: 'Field Tickets' } },
  { pattern: 'EquipmentForms', access: 'forms.view', nav: { menu: 'jobForms', label: 'Equipment Forms' } },
  { pattern: 'SurveyForms', access: 'forms.view', nav: { menu: 'jobForms', label: 'Survey Forms' } },
  { pattern: 'JSA', access: 'forms.view', nav: { menu: 'jobForms', label: 'JSA' } },
  { pattern: 'Inventory', access: 'inventory.view', nav: { menu: 'jobForms', label: 'Inventory' } },
  {
    pattern: '/Admin/Forms/FieldTickets',
    access: 'admin.jobForms',
    nav: { menu: 'jobFormsAdmin', label: 'Field Tickets' },
  },
  {
    pattern: '/Admin/Forms/EquipmentForms',
    access: 'admin.jobForms',
    nav: { menu: 'jobFormsAdmin', label: 'Equipment Forms' },
  },
  { pattern: '/Admin/Forms/JSA', access: 'admin.jobForms', nav: { menu: 'jobFormsAdmin', label: 'JSA' } },
];

/** True when a user holding `held` passes `access`. 'public' and 'signed-in' need no permission. */
export function accessAllows(access: Access, held: ReadonlySet<string>): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  if (typeof access === 'string') return held.has(access);
  return access.some((p) => held.has(p));
}

/** Scores how well a pattern fits a path: literal segments weigh most; null when it does not fit. */
function matchScore(pattern: string, path: string): number | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') return i === p.length - 1 ? score : null;
    if (i >= s.length) return null;
    if (p[i].startsWith(':')) score += 1;
    else if (p[i].toLowerCase() === s[i].toLowerCase()) score += 3;
    else return null;
  }
  return s.length === p.length ? score + 1 : null;
}

/** The most specific client route for an absolute path (query and hash ignored), if any. */
export function findClientRoute(path: string): ClientRoute | undefined {
  const clean = path.split(/[?#]/)[0] || '/';
  let best: ClientRoute | undefined;
  let bestScore = -1;
  for (const r of clientRoutes) {
    if (!r.pattern.startsWith('/')) continue;
    const score = matchScore(r.pattern, clean);
    if (score !== null && score > bestScore) {
      best = r;
      bestScore = score;
    }
  }
  return best;
}

export interface NavigationItem {
  label: string;
  url: string;
}

/** The items of one menu that a user holding `held` may open, in table order. */
export function navigationFor(menu: NavMenu, held: ReadonlySet<string>): NavigationItem[] {
  return clientRoutes
    .filter((r) => r.nav?.menu === menu && accessAllows(r.access, held))
    .map((r) => ({ label: r.nav?.label ?? '', url: r.nav?.url ?? r.pattern }));
}
