import { messages, type Permission } from '@fieldbook/contract';
import type { Endpoint } from '@fieldbook/contract/endpoint';
import {
  checkUrlNavAuth,
  getAdminNavigation,
  getInventoryNavigation,
  getNavigation,
  jobFormsAdminNav,
  jobFormsNav,
  opportunityNavigation,
} from '@fieldbook/contract/navigation';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api.ts';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/users.ts';

let t: TestApp;
let adminToken: string;
let drillingToken: string;
let noneToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, ADMIN.username, ADMIN.password);
  const drilling = await createUser(t.database.db, { role: 'Drilling User' });
  drillingToken = await signIn(t.app, drilling.username, drilling.password);
  const none = await createUser(t.database.db, { permissions: [] });
  noneToken = await signIn(t.app, none.username, none.password);
});

async function tokenWith(permissions: Permission[]) {
  const u = await createUser(t.database.db, { permissions });
  return signIn(t.app, u.username, u.password);
}

async function menu(endpoint: Endpoint, token: string) {
  const res = await call(t.app, endpoint, { token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json;
  expect(body.success).toBe(true);
  return body.navigationItems as { label: string; url: string }[];
}
const labels = async (endpoint: Endpoint, token: string) => (await menu(endpoint, token)).map((i) => i.label);

/** The access cases every menu endpoint opens with. */
function accessCases(endpoint: Endpoint, needsPermission: boolean) {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, endpoint);
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });
  if (needsPermission) {
    it('answers 403 to a user whose role lacks the permission', async () => {
      const res = await call(t.app, endpoint, { token: noneToken });
      expect(res.statusCode).toBe(403);
      expect(res.json).toEqual({ success: false, message: messages.forbidden });
    });
  }
}

describe('GET /Navigation/GetNavigation', () => {
  accessCases(getNavigation, false);

  it('shows an Administrator every main menu item, in order, with its url', async () => {
    expect(await menu(getNavigation, adminToken)).toEqual([
      { label: 'Accounts', url: '/Accounts' },
      { label: 'Opportunities', url: '/Opportunities' },
      { label: 'Jobs', url: '/Jobs' },
      { label: 'Call Intake', url: '/CallIntake' },
      { label: 'Calculator', url: '/Calculator' },
      { label: 'Employees', url: '/Employees' },
      { label: 'Timesheets', url: '/Timesheets' },
      { label: 'Inventory', url: '/Inventory' },
      { label: 'Admin', url: '/Admin' },
    ]);
  });

  it('shows a Drilling User only what its permissions allow', async () => {
    expect(await labels(getNavigation, drillingToken)).toEqual(['Accounts', 'Opportunities', 'Jobs', 'Inventory']);
  });

  it('shows an empty bar to a user without permissions (home stays reachable by its icon)', async () => {
    expect(await menu(getNavigation, noneToken)).toEqual([]);
  });

  it('offers Admin to anyone holding any administration permission', async () => {
    expect(await labels(getNavigation, await tokenWith(['admin.offices']))).toEqual(['Admin']);
    expect(await labels(getNavigation, await tokenWith(['inventory.adjust']))).toEqual(['Admin']);
    // Editing one's own phones and e-mails is not administration.
    expect(await labels(getNavigation, await tokenWith(['admin.phoneEmail']))).toEqual([]);
  });
});

describe('GET /Administrator/GetAdminNavigation', () => {
  accessCases(getAdminNavigation, true);

  it('answers 403 to a Drilling User, who has no administration permission', async () => {
    expect((await call(t.app, getAdminNavigation, { token: drillingToken })).statusCode).toBe(403);
  });

  it('shows an Administrator every tab', async () => {
    expect(await menu(getAdminNavigation, adminToken)).toEqual([
      { label: 'Users', url: '/Admin/UserList' },
      { label: 'Roles', url: '/Admin/RoleList/new' },
      { label: 'Announcements', url: '/Admin/AnnouncementList' },
      { label: 'Documents and Policies', url: '/Admin/DocumentsandPolicies' },
      { label: 'Office Locations', url: '/Admin/OfficeLocations' },
      { label: 'Budget Lines', url: '/Admin/BudgetEdit' },
      { label: 'Budget Templates', url: '/Admin/BudgetTemplates' },
      { label: 'Proposal', url: '/Admin/Proposal' },
      { label: 'Calculators', url: '/Admin/Calculator' },
      { label: 'Job Forms', url: '/Admin/Forms' },
      { label: 'Equipment Form Builder', url: '/Admin/CreateEquipmentForm' },
      { label: 'Product Risks', url: '/Admin/ProductRisks' },
      { label: 'Sequence Actions', url: '/Admin/SequenceActions' },
      { label: 'Potential Risks', url: '/Admin/PotentialRisks' },
      { label: 'Scope Builder', url: '/Admin/ScopeBuilder' },
      { label: 'Inventory', url: '/Admin/Inventory' },
      { label: 'Audit Log', url: '/Admin/AuditLog' },
      { label: 'Mail Outbox', url: '/Admin/MailOutbox' },
    ]);
  });

  it('shows each user the tabs of the permissions held, and only those', async () => {
    expect(await labels(getAdminNavigation, await tokenWith(['admin.users']))).toEqual(['Users']);
    expect(await labels(getAdminNavigation, await tokenWith(['admin.offices', 'admin.roles']))).toEqual([
      'Roles',
      'Office Locations',
    ]);
    expect(await labels(getAdminNavigation, await tokenWith(['admin.safety']))).toEqual([
      'Product Risks',
      'Sequence Actions',
      'Potential Risks',
    ]);
    expect(await labels(getAdminNavigation, await tokenWith(['inventory.catalogue']))).toEqual(['Inventory']);
  });
});

describe('GET /Navigation/GetInventoryNavigation', () => {
  accessCases(getInventoryNavigation, true);

  it('shows an Administrator every inventory tab', async () => {
    expect(await labels(getInventoryNavigation, adminToken)).toEqual([
      'Yards',
      'Jobs',
      'Assets',
      'Pick Tickets',
      'Shop Tickets',
      'Bills of Lading',
      'Failure Log',
      'Inventory Items',
      'Shop Form Config',
      'Calibration due',
      'Audit',
      'Excel Upload',
    ]);
  });

  it('shows a Drilling User the viewing tabs only', async () => {
    expect(await labels(getInventoryNavigation, drillingToken)).toEqual([
      'Yards',
      'Jobs',
      'Assets',
      'Shop Tickets',
      'Bills of Lading',
      'Calibration due',
    ]);
  });
});

describe('GET /JobForm/JobFormsNav', () => {
  accessCases(jobFormsNav, true);

  it('answers tabs relative to the job stage', async () => {
    expect(await menu(jobFormsNav, drillingToken)).toEqual([
      { label: 'Field Tickets', url: 'FieldTickets' },
      { label: 'Equipment Forms', url: 'EquipmentForms' },
      { label: 'Survey Forms', url: 'SurveyForms' },
      { label: 'JSA', url: 'JSA' },
      { label: 'Inventory', url: 'Inventory' },
    ]);
  });

  it('leaves out the inventory tab for a user who may not view inventory', async () => {
    expect(await labels(jobFormsNav, await tokenWith(['forms.view']))).toEqual([
      'Field Tickets',
      'Equipment Forms',
      'Survey Forms',
      'JSA',
    ]);
  });
});

describe('GET /JobForm/JobFormsAdminNav', () => {
  accessCases(jobFormsAdminNav, true);

  it('answers the job forms administration tabs', async () => {
    expect(await menu(jobFormsAdminNav, await tokenWith(['admin.jobForms']))).toEqual([
      { label: 'Field Tickets', url: '/Admin/Forms/FieldTickets' },
      { label: 'Equipment Forms', url: '/Admin/Forms/EquipmentForms' },
      { label: 'JSA', url: '/Admin/Forms/JSA' },
    ]);
  });
});

describe('GET /Opportunity/OpportunityNavigation', () => {
  accessCases(opportunityNavigation, true);

  it('shows the Calls tab only with calls.view', async () => {
    expect(await menu(opportunityNavigation, adminToken)).toEqual([
      { label: 'Opportunities', url: '/Opportunities' },
      { label: 'Calls', url: '/Opportunities/Call' },
    ]);
    expect(await labels(opportunityNavigation, drillingToken)).toEqual(['Opportunities']);
  });
});

describe('POST /Navigation/CheckURLNavAuth', () => {
  const check = (payload: unknown, token?: string) => call(t.app, checkUrlNavAuth, { body: payload, token });
  const allowed = async (route: string, token: string) => {
    const res = await check({ route }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json.success as boolean;
  };

  it('answers 401 without a session', async () => {
    const res = await check({ route: '/' });
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ success: false, message: messages.notSignedIn });
  });

  it('answers 400 without a route', async () => {
    for (const payload of [{}, { route: '' }]) {
      const res = await check(payload, noneToken);
      expect(res.statusCode).toBe(400);
      expect(res.json).toEqual({
        success: false,
        message: 'Route is required.',
        errors: { route: 'Route is required.' },
      });
    }
  });

  it('allows the home page and the own profile to anyone signed in', async () => {
    for (const route of ['/', '/User/Profile', '/User/ChangePassword', '/User/EditSignature', '/Wiki/Search']) {
      expect(await allowed(route, noneToken), route).toBe(true);
    }
  });

  it('decides administration routes by the permission they need', async () => {
    expect(await allowed('/Admin/UserList', noneToken)).toBe(false);
    expect(await allowed('/Admin/UserList', drillingToken)).toBe(false);
    const users = await tokenWith(['admin.users']);
    expect(await allowed('/Admin/UserList', users)).toBe(true);
    expect(await allowed('/Admin/User/12/Edit', users)).toBe(true);
    expect(await allowed('/Admin/CreateUser', users)).toBe(true);
    expect(await allowed('/Admin', users)).toBe(true);
    // Another administration screen needs its own permission.
    expect(await allowed('/Admin/RoleList/new', users)).toBe(false);
    expect(await allowed('/Admin/RoleList/new', adminToken)).toBe(true);
  });

  it('refuses unknown routes, even to an Administrator', async () => {
    for (const route of ['/Nope', '/User/Profile/extra', '/VerifyTimesheet', '/Admin/UserList/extra']) {
      expect(await allowed(route, adminToken), route).toBe(false);
    }
  });

  it('matches case-insensitively and ignores the query string and hash', async () => {
    const users = await tokenWith(['admin.users']);
    expect(await allowed('/admin/userlist', users)).toBe(true);
    expect(await allowed('/ADMIN/USERLIST?view=disabled', users)).toBe(true);
    expect(await allowed('/Admin/UserList#top', users)).toBe(true);
    expect(await allowed('/Wiki/Search?str=walls', noneToken)).toBe(true);
    expect(await allowed('/admin/userlist?x=1', noneToken)).toBe(false);
  });

  it('refuses the create and edit forms to users who may not save them', async () => {
    const accounting = await createUser(t.database.db, { role: 'Accounting/Billing' });
    const accountingToken = await signIn(t.app, accounting.username, accounting.password);
    const forms = [
      '/Accounts/New',
      '/Accounts/3/Edit',
      '/Accounts/3/Location/New',
      '/Accounts/3/Contact/4/Edit',
      '/Opportunities/NewOpportunity',
      '/Opportunities/42/Edit',
      '/Opportunities/42/NewJob',
      '/Opportunities/42/7/Edit',
    ];
    for (const route of forms) {
      expect(await allowed(route, drillingToken), route).toBe(false);
      expect(await allowed(route, accountingToken), route).toBe(false);
      expect(await allowed(route, adminToken), route).toBe(true);
    }
    // Viewing stays open to them.
    expect(await allowed('/Accounts/3', accountingToken)).toBe(true);
    expect(await allowed('/Opportunities/42/7/Scope', accountingToken)).toBe(true);
  });

  it('lets the most specific route decide', async () => {
    // A Drilling User may view opportunities but not calls, which live under /Opportunities/Call.
    expect(await allowed('/Opportunities/42/7/Installation', drillingToken)).toBe(true);
    expect(await allowed('/Opportunities/Call/5', drillingToken)).toBe(false);
    expect(await allowed('/Opportunities/ClosedCall/5', drillingToken)).toBe(false);
    expect(await allowed('/Inventory/Yard/3', drillingToken)).toBe(true);
    expect(await allowed('/Inventory/PickTicket/3', drillingToken)).toBe(false);
  });
});
