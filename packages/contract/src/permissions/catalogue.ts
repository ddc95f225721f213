/**
 * The typed permission catalogue of all four documents. Roles hold a set of these keys;
 * every endpoint, navigation item and server-computed flag names one of them.
 * Category 6 holds the job-stage permissions that a role may limit to job classes.
 */
export const roleCategories = {
  1: 'Administration',
  2: 'Accounts and Calls',
  3: 'Opportunities',
  4: 'Jobs',
  5: 'Budgets and Proposals',
  6: 'Job Stages',
  7: 'Job Forms',
  8: 'Employees and Timesheets',
  9: 'Inventory',
} as const;
export type RoleCategoryId = keyof typeof roleCategories;

/** The role category whose job-specific permissions can be limited per job class. */
export const JOB_CLASS_CATEGORY: RoleCategoryId = 6;

interface PermissionDef {
  name: string;
  description: string;
  category: RoleCategoryId;
  /** Only in category 6: the permission can be limited to some job classes. */
  jobSpecific?: true;
}

const def = <T extends Record<string, PermissionDef>>(t: T) => t;

export const permissionCatalogue = def({
  // 1 Administration
  'admin.users': {
    category: 1,
    name: 'Manage Users',
    description: 'Create and edit users, reset passwords, activate and deactivate accounts.',
  },
  'admin.roles': { category: 1, name: 'Manage Roles', description: 'Create roles and choose their permissions.' },
  'admin.announcements': {
    category: 1,
    name: 'Manage Announcements',
    description: 'Create, edit and delete announcements.',
  },
  'admin.documents': {
    category: 1,
    name: 'Manage Documents and Policies',
    description: 'Upload and delete company documents and policies.',
  },
  'admin.offices': {
    category: 1,
    name: 'Manage Office Locations',
    description: 'Create, edit and delete office locations.',
  },
  'admin.budgetLines': {
    category: 1,
    name: 'Manage Budget Lines',
    description: 'Define budget cost, revenue and hour price lines.',
  },
  'admin.budgetTemplates': {
    category: 1,
    name: 'Manage Budget Templates',
    description: 'Edit budget templates per scope combination.',
  },
  'admin.proposals': {
    category: 1,
    name: 'Manage Proposal Configuration',
    description: 'Edit proposal scope text, notes and attachments.',
  },
  'admin.calculators': {
    category: 1,
    name: 'Manage Wall Calculators',
    description: 'Create, edit and delete wall calculators.',
  },
  'admin.safety': {
    category: 1,
    name: 'Manage Safety Libraries',
    description: 'Edit product risks, sequence actions and potential risks used by JSAs.',
  },
  'admin.jobForms': {
    category: 1,
    name: 'Manage Job Forms',
    description: 'Review job forms of any job and build equipment form templates.',
  },
  'admin.scopeBuilder': {
    category: 1,
    name: 'Manage Scope Builder',
    description: 'Maintain the scope builder tree of products and services.',
  },
  'admin.audit': {
    category: 1,
    name: 'View Audit Log',
    description: 'See who changed what in the administration area.',
  },
  'admin.mail': {
    category: 1,
    name: 'Manage Mail Outbox',
    description: 'See the e-mails the application sends, resend or discard those not delivered.',
  },
  'admin.phoneEmail': {
    category: 1,
    name: 'Edit Own Phones and E-mails',
    description: 'Add and edit the phone numbers and e-mail addresses of the own profile.',
  },
  // 2 Accounts and Calls
  'accounts.view': {
    category: 2,
    name: 'View Accounts',
    description: 'See accounts, their locations, contacts and jobs.',
  },
  'accounts.edit': {
    category: 2,
    name: 'Edit Accounts',
    description: 'Create and edit accounts, locations and contacts.',
  },
  'calls.view': { category: 2, name: 'View Calls', description: 'See the call list and calls.' },
  'calls.intake': { category: 2, name: 'Call Intake', description: 'Record incoming phone calls.' },
  'calls.close': { category: 2, name: 'Close Calls', description: 'Close a call without creating an opportunity.' },
  // 3 Opportunities
  'opportunities.view': { category: 3, name: 'View Opportunities', description: 'See opportunities and their jobs.' },
  'opportunities.edit': {
    category: 3,
    name: 'Edit Opportunities',
    description: 'Create, edit, close and reopen opportunities.',
  },
  'drilling.manager': {
    category: 3,
    name: 'Drilling Manager',
    description: 'Works drilling sites: new opportunities are drilling sites.',
  },
  'drilling.user': {
    category: 3,
    name: 'Drilling User',
    description: 'Restricted to viewing drilling jobs; cannot create or edit opportunities or jobs.',
  },
  // 4 Jobs
  'jobs.view': { category: 4, name: 'View Jobs', description: 'See job lists, job profiles and notes.' },
  'jobs.edit': {
    category: 4,
    name: 'Edit Jobs',
    description: 'Create and edit jobs, cancel and un-cancel them, add notes.',
  },
  'jobs.revertScope': {
    category: 4,
    name: 'Return Job to Scope Phase',
    description: 'Revert a job to the scope phase.',
  },
  'jobs.clone': { category: 4, name: 'Clone Jobs', description: 'Clone a job for another account or location.' },
  'jobs.billing': { category: 4, name: 'Complete Billing', description: 'Mark billing complete on a job.' },
  'jobs.remindOthers': { category: 4, name: 'Reminders for Others', description: 'Add job reminders for other users.' },
  // 5 Budgets and Proposals
  'budgets.view': { category: 5, name: 'View Budgets', description: 'See job budgets.' },
  'budgets.edit': { category: 5, name: 'Edit Budgets', description: 'Edit and submit job budgets.' },
  'budgets.review': { category: 5, name: 'Submit Budget for Review', description: 'Flag a job budget for review.' },
  'proposals.build': { category: 5, name: 'Build Proposals', description: 'Build and regenerate proposals.' },
  'proposals.download': {
    category: 5,
    name: 'Download Proposals',
    description: 'View and download generated proposals.',
  },
  'calculator.use': {
    category: 5,
    name: 'Use Wall Calculator',
    description: 'Calculate beams, panels and trucks and save the results.',
  },
  // 6 Job Stages (job-specific)
  'stage.handOff': {
    category: 6,
    jobSpecific: true,
    name: 'Hand-Off',
    description: 'Edit the hand-off: scope, mobilization, attachments; flag for review.',
  },
  'stage.review': {
    category: 6,
    jobSpecific: true,
    name: 'Review',
    description: 'Review a hand-off: give feedback or move to the next stage.',
  },
  'stage.clientApproval': {
    category: 6,
    jobSpecific: true,
    name: 'Client Approval',
    description: 'Record the client approval or rejection.',
  },
  'stage.corporateApproval': {
    category: 6,
    jobSpecific: true,
    name: 'Corporate Approval',
    description: 'Approve or reject for corporate.',
  },
  'stage.operationsApproval': {
    category: 6,
    jobSpecific: true,
    name: 'Operations Approval',
    description: 'Approve or reject for operations.',
  },
  'stage.salesApproval': {
    category: 6,
    jobSpecific: true,
    name: 'Sales Approval',
    description: 'Approve or reject for sales, with a note.',
  },
  'stage.accountingApproval': {
    category: 6,
    jobSpecific: true,
    name: 'Accounting Approval',
    description: 'Approve or skip the accounting approval.',
  },
  'stage.installation': {
    category: 6,
    jobSpecific: true,
    name: 'Installation',
    description: 'Work and close the installation stage.',
  },
  'stage.onRent': { category: 6, jobSpecific: true, name: 'On Rent', description: 'Work and close the on-rent stage.' },
  'stage.tearDown': {
    category: 6,
    jobSpecific: true,
    name: 'Tear Down',
    description: 'Work and close the tear-down stage.',
  },
  // 7 Job Forms
  'forms.view': {
    category: 7,
    name: 'View Job Forms',
    description: 'See field tickets, equipment forms, JSAs and survey forms.',
  },
  'forms.fieldTicketCreate': { category: 7, name: 'Create Field Tickets', description: 'Create field tickets.' },
  'forms.fieldTicketEdit': { category: 7, name: 'Edit Field Tickets', description: 'Edit field tickets.' },
  'forms.equipmentEdit': { category: 7, name: 'Edit Equipment Forms', description: 'Create and edit equipment forms.' },
  'forms.jsaEdit': { category: 7, name: 'Create and Edit JSAs', description: 'Create and edit job safety analyses.' },
  'forms.surveyTop': {
    category: 7,
    name: 'Edit Survey Form Top',
    description: 'Edit the client, site and survey sections of survey forms and delete them.',
  },
  'forms.surveyBottom': {
    category: 7,
    name: 'Edit Survey Form Meters',
    description: 'Edit the meters, notes and map of survey forms.',
  },
  // 8 Employees and Timesheets
  'employees.manage': {
    category: 8,
    name: 'Manage Employees',
    description: 'Create and edit employees and their PINs.',
  },
  'timesheets.view': { category: 8, name: 'View Timesheets', description: 'See daily timesheets.' },
  'timesheets.edit': { category: 8, name: 'Edit Timesheets', description: 'Add, edit and delete timesheet entries.' },
  'timesheets.verify': {
    category: 8,
    name: 'Verify Timesheets',
    description: 'Verify a timesheet with the employee PIN.',
  },
  // 9 Inventory
  'inventory.view': { category: 9, name: 'View Inventory', description: 'See yard, job and asset inventory.' },
  'inventory.transfer': {
    category: 9,
    name: 'Transfers and Pick Tickets',
    description: 'Create pick tickets and transfers, ship and check in.',
  },
  'inventory.closeTransfer': { category: 9, name: 'Close Transfers', description: 'Close transfers and shop tickets.' },
  'inventory.shopAdmin': {
    category: 9,
    name: 'Shop Administrator',
    description: 'Manage shop tickets and select all items.',
  },
  'inventory.assets': {
    category: 9,
    name: 'Manage Assets',
    description: 'Create and edit serialized assets, repairs, failures and decommissioning.',
  },
  'inventory.catalogue': {
    category: 9,
    name: 'Manage Inventory Catalogues',
    description: 'Edit job-ready items, bulk items, categories and shop conversions.',
  },
  'inventory.adjust': {
    category: 9,
    name: 'Adjust Inventory',
    description: 'Adjust yard and job amounts, create yards and upload spreadsheets.',
  },
  'inventory.audit': { category: 9, name: 'Inventory Audit', description: 'See the audit of inventory changes.' },
});

export type Permission = keyof typeof permissionCatalogue;
export const allPermissions = Object.keys(permissionCatalogue) as Permission[];
export const isPermission = (s: string): s is Permission => s in permissionCatalogue;

/** The permissions a role may limit to some job classes (category 6). */
export const jobSpecificPermissions = allPermissions.filter(
  (p) => (permissionCatalogue[p] as PermissionDef).jobSpecific,
);
