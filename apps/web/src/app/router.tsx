import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SignInScreen } from '../features/authentication/index.ts';
import type { TabbedArea } from '../features/navigation/index.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { readToken } from '../shared/api/token.ts';
import { useAuth } from '../shared/session/auth.tsx';
import { KeptElsewhere } from '../shared/ui/KeptElsewhere.tsx';
import { lazyScreen } from '../shared/ui/lazy-screen.ts';
import { FrameLoader, StartLoader } from './FrameLoader.tsx';
import { RouteError } from './RouteError.tsx';

const Shell = lazyScreen(() => import('./shell/Shell.tsx'));
// With a stored session the frame downloads while the session is being checked, not after. Its own data
// (menu, user, help link) is asked for when it renders: on HTTP/1.1 a phone fetches six files at a time,
// and the screen's code, found only then, would wait behind it.
if (readToken()) void Shell.preload();
const ForcedPasswordChange = lazy(() => import('../features/authentication/ForcedPasswordChange.tsx'));

/** Sign-in, the forced password change, or the application (spec 1 §2, §4). */
function AuthGate() {
  const auth = useAuth();
  if (auth.status === 'checking') return <FrameLoader />;
  if (auth.status === 'signedOut') return <SignInScreen />;
  return <Suspense fallback={<FrameLoader />}>{auth.passwordChange ? <ForcedPasswordChange /> : <Shell />}</Suspense>;
}

/**
 * Every screen is loaded on first use. With a stored session its code downloads as soon as the address
 * is known, beside the session check and the frame; without one it waits until the screen is shown,
 * so the sign-in screen does not download the screen behind it.
 */
const onFirstUse = async <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) => {
  if (readToken()) return { Component: pick(await load()) };
  return { Component: lazy(async () => ({ default: pick(await load()) })) };
};

/**
 * A screen module; one that exports `prefetch` asks for its first data as soon as its code is there,
 * beside the session check and the frame's first render, instead of after them.
 */
interface ScreenModule {
  default: React.ComponentType;
  prefetch?: (client: QueryClient) => void;
}

const screen = (load: () => Promise<ScreenModule>) => () =>
  onFirstUse(
    async () => {
      const m = await load();
      if (readToken()) m.prefetch?.(queryClient);
      return m;
    },
    (m) => m.default,
  );

/** A route family whose records the office keeps outside Fieldbook: the frame, what the area is for, no data. */
const keptElsewhere = (path: string, title: string): RouteObject => ({
  path,
  element: <KeptElsewhere title={title} />,
});

/** An area whose tab bar comes from the server; its index opens the first tab. */
const areaWithTabs = (area: TabbedArea, label: string, children: RouteObject[]): RouteObject['children'] => [
  {
    lazy: async () => {
      const { AreaWithTabs } = await import('../features/navigation/AreaWithTabs.tsx');
      return { element: <AreaWithTabs area={area} label={label} /> };
    },
    children,
  },
];

/** A named screen of a module that holds several. */
const named =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  () =>
    onFirstUse(load, (m) => m[name] as React.ComponentType);

const catalogue = () => import('../features/inventory/catalogue/CatalogueScreens.tsx');
const catalogueEditors = () => import('../features/inventory/catalogue/CatalogueEditors.tsx');
const ticketLists = () => import('../features/inventory/transfers/TicketListScreens.tsx');
const tickets = () => import('../features/inventory/transfers/TicketScreens.tsx');

/**
 * The inventory screens of spec 4 §2, under /Inventory and under /Admin/Inventory (`admin`), where a
 * yard's and a job's page is its adjustment. The asset screens route themselves (AssetRoutes).
 */
const inventoryRoutes = (admin: boolean): RouteObject[] => [
  { path: 'Yard', lazy: screen(() => import('../features/inventory/yards/YardListScreen.tsx')) },
  { path: 'Yard/CreateYard', lazy: screen(() => import('../features/inventory/yards/CreateYardScreen.tsx')) },
  {
    path: 'Yard/:yardId',
    lazy: admin
      ? screen(() => import('../features/inventory/yards/YardAdjustScreen.tsx'))
      : screen(() => import('../features/inventory/yards/YardInventoryScreen.tsx')),
  },
  { path: 'Job', lazy: screen(() => import('../features/inventory/jobs/JobListScreen.tsx')) },
  {
    path: 'Job/:jobId',
    lazy: admin
      ? screen(() => import('../features/inventory/jobs/JobAdjustScreen.tsx'))
      : screen(() => import('../features/inventory/jobs/JobInventoryScreen.tsx')),
  },
  { path: 'JobReadyInventoryItems', lazy: named(catalogue, 'JobReadyItemsScreen') },
  { path: 'JobReadyInventoryItems/:id', lazy: named(catalogueEditors, 'JobReadyItemScreen') },
  { path: 'BulkItems', lazy: named(catalogue, 'BulkItemsScreen') },
  { path: 'BulkItems/:id', lazy: named(catalogueEditors, 'BulkItemScreen') },
  { path: 'InventoryCategory', lazy: named(catalogue, 'CategoriesScreen') },
  { path: 'InventoryCategory/:id', lazy: named(catalogueEditors, 'CategoryScreen') },
  { path: 'Audit', lazy: screen(() => import('../features/inventory/audit/InventoryAuditScreen.tsx')) },
  {
    path: 'CalibrationDue',
    lazy: screen(() => import('../features/inventory/assets/CalibrationDueScreen.tsx')),
  },
  { path: 'Excel', lazy: screen(() => import('../features/inventory/upload/InventoryUploadScreen.tsx')) },
  // The asset screens: the asset list, each asset and its forms, and the failure log.
  { path: 'Asset/*', lazy: screen(() => import('../features/inventory/assets/AssetRoutes.tsx')) },
  { path: 'FailureLog/*', lazy: screen(() => import('../features/inventory/assets/AssetRoutes.tsx')) },
  // Pick tickets, check-ins, transfers and bills of lading.
  { path: 'PickTicket', lazy: named(ticketLists, 'PickTicketsScreen') },
  { path: 'PickTicket/:id', lazy: named(tickets, 'PickTicketScreen') },
  { path: 'CheckInTicket', lazy: named(ticketLists, 'CheckInTicketsScreen') },
  { path: 'CheckInTicket/:id', lazy: named(tickets, 'CheckInTicketScreen') },
  { path: 'CreatePickTicket', lazy: named(tickets, 'CreatePickTicketScreen') },
  { path: 'EditTransfer', lazy: named(ticketLists, 'EditTransferListScreen') },
  { path: 'EditTransfer/:id', lazy: named(tickets, 'EditTransferScreen') },
  { path: 'BillOfLading', lazy: screen(() => import('../features/inventory/lading/BillOfLadingListScreen.tsx')) },
  { path: 'BillOfLading/:id', lazy: screen(() => import('../features/inventory/lading/BillOfLadingScreen.tsx')) },
  // Shop conversions and shop tickets.
  { path: 'ShopFormConfig', lazy: screen(() => import('../features/inventory/shop/ShopFormConfigScreen.tsx')) },
  { path: 'ShopFormConfig/:id', lazy: screen(() => import('../features/inventory/shop/ShopConversionScreen.tsx')) },
  { path: 'CreateShopTicket', lazy: screen(() => import('../features/inventory/shop/CreateShopTicketScreen.tsx')) },
  { path: 'ShopTicket', lazy: screen(() => import('../features/inventory/shop/ShopTicketListScreen.tsx')) },
  { path: 'ShopTicket/:id', lazy: screen(() => import('../features/inventory/shop/ShopTicketScreen.tsx')) },
];

/** /Admin/… (spec 1 §2 "Administration"); any other address under it shows what the area is for. */
const adminRoutes: RouteObject[] = [
  // The area's own address renders the tab bar, which then opens the first tab.
  { index: true, element: null },
  { path: 'UserList', lazy: screen(() => import('../features/users/UserListScreen.tsx')) },
  { path: 'CreateUser', lazy: screen(() => import('../features/users/UserFormScreen.tsx')) },
  { path: 'User/:userId', lazy: screen(() => import('../features/users/UserDetailScreen.tsx')) },
  { path: 'User/:userId/Edit', lazy: screen(() => import('../features/users/UserFormScreen.tsx')) },
  {
    path: 'User/:userId/EditSignature',
    lazy: screen(() => import('../features/profile/signature/EditSignatureScreen.tsx')),
  },
  { path: 'RoleList', element: <Navigate to="/Admin/RoleList/new" replace /> },
  { path: 'RoleList/:id', lazy: screen(() => import('../features/roles/RoleScreen.tsx')) },
  {
    path: 'AnnouncementList',
    lazy: screen(() => import('../features/announcements/AnnouncementListScreen.tsx')),
  },
  { path: 'Announcement/:id', lazy: screen(() => import('../features/announcements/AnnouncementScreen.tsx')) },
  { path: 'DocumentsandPolicies', lazy: screen(() => import('../features/documents/DocumentsScreen.tsx')) },
  { path: 'OfficeLocations', lazy: screen(() => import('../features/offices/OfficeListScreen.tsx')) },
  { path: 'OfficeLocations/:id/Edit', lazy: screen(() => import('../features/offices/OfficeEditScreen.tsx')) },
  { path: 'BudgetEdit', lazy: screen(() => import('../features/budget-lines/BudgetEditScreen.tsx')) },
  { path: 'Calculator', lazy: screen(() => import('../features/budgets/calculator/CalculatorListScreen.tsx')) },
  { path: 'Calculator/:id', lazy: screen(() => import('../features/budgets/calculator/CalculatorEditScreen.tsx')) },
  { path: 'ScopeBuilder', lazy: screen(() => import('../features/hand-off/scope-builder/ScopeBuilderScreen.tsx')) },
  { path: 'AuditLog', lazy: screen(() => import('../features/audit/AuditLogScreen.tsx')) },
  { path: 'MailOutbox', lazy: screen(() => import('../features/mail-outbox/MailOutboxScreen.tsx')) },
  { path: 'BudgetTemplates', lazy: screen(() => import('../features/budgets/templates/BudgetTemplatesScreen.tsx')) },
  { path: 'BudgetTemplates/:id', lazy: screen(() => import('../features/budgets/templates/BudgetTemplateScreen.tsx')) },
  {
    path: 'Proposal/Configuration/:id',
    lazy: screen(() => import('../features/proposals/admin/ScopeEditorScreen.tsx')),
  },
  { path: 'Proposal/Note/:id', lazy: screen(() => import('../features/proposals/admin/NoteEditorScreen.tsx')) },
  {
    path: 'Proposal/Attachment/:id',
    lazy: screen(() => import('../features/proposals/admin/AttachmentEditorScreen.tsx')),
  },
  { path: 'Proposal/:tab?', lazy: screen(() => import('../features/proposals/admin/ProposalAdminScreen.tsx')) },
  { path: 'ProductRisks', lazy: screen(() => import('../features/forms/safety/ProductRisksScreen.tsx')) },
  { path: 'ProductRisks/:id', lazy: screen(() => import('../features/forms/safety/ProductActionsScreen.tsx')) },
  { path: 'SequenceActions', lazy: screen(() => import('../features/forms/safety/SequenceActionsScreen.tsx')) },
  {
    path: 'SequenceActions/:id',
    lazy: screen(() => import('../features/forms/safety/SequenceActionRisksScreen.tsx')),
  },
  { path: 'PotentialRisks', lazy: screen(() => import('../features/forms/safety/PotentialRisksScreen.tsx')) },
  {
    path: 'CreateEquipmentForm',
    lazy: screen(() => import('../features/forms/equipment/CreateEquipmentFormScreen.tsx')),
  },
  { path: 'Forms/*', lazy: screen(() => import('../features/forms/admin/FormsAdminScreen.tsx')) },
  {
    path: 'Inventory',
    lazy: screen(() => import('../features/inventory/AdminInventoryArea.tsx')),
    children: [{ index: true, element: null }, ...inventoryRoutes(true), keptElsewhere('*', 'Inventory')],
  },
  keptElsewhere('*', 'Administration'),
];

export const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    errorElement: <RouteError />,
    // With a stored session the first screen's code is awaited before anything renders: the frame's header meanwhile.
    hydrateFallbackElement: <StartLoader />,
    children: [
      { index: true, lazy: screen(() => import('../features/dashboard/HomeScreen.tsx')) },
      {
        path: 'User/ChangePassword',
        lazy: screen(() => import('../features/authentication/ChangePasswordScreen.tsx')),
      },
      { path: 'Wiki/Search', lazy: screen(() => import('../features/wiki/WikiSearchScreen.tsx')) },
      { path: 'User/Profile', lazy: screen(() => import('../features/profile/ProfileScreen.tsx')) },
      {
        path: 'User/EditSignature',
        lazy: screen(() => import('../features/profile/signature/EditSignatureScreen.tsx')),
      },
      { path: 'Signature', lazy: screen(() => import('../features/profile/signature/SignaturePadScreen.tsx')) },
      {
        path: 'VerifyTimesheet/:tsId',
        lazy: screen(() => import('../features/timesheets/VerifyTimesheetScreen.tsx')),
      },
      { path: 'Calculator', lazy: screen(() => import('../features/budgets/calculator/CalculatorScreen.tsx')) },
      { path: 'CallIntake', lazy: screen(() => import('../features/calls/CallIntakeScreen.tsx')) },
      // The accounts area routes its own sub-pages (list, profile, edit, locations, contacts).
      { path: 'Accounts/*', lazy: screen(() => import('../features/accounts/AccountsArea.tsx')) },
      // The opportunities area routes calls, opportunities, and the jobs and stages beneath them.
      { path: 'Opportunities/*', lazy: screen(() => import('../pages/opportunities/OpportunitiesArea.tsx')) },
      { path: 'Jobs', lazy: screen(() => import('../features/jobs/search/JobSearchScreen.tsx')) },
      { path: 'Jobs/:stepId', lazy: screen(() => import('../features/jobs/search/JobSearchScreen.tsx')) },
      { path: 'Employees/*', lazy: screen(() => import('../features/employees/EmployeesArea.tsx')) },
      { path: 'Timesheets/*', lazy: screen(() => import('../features/timesheets/TimesheetsArea.tsx')) },
      {
        path: 'Admin',
        children: areaWithTabs('admin', 'Administration', adminRoutes),
      },
      {
        path: 'Inventory',
        children: areaWithTabs('inventory', 'Inventory', [
          // The area's own address opens the first tab of the server's tab bar.
          { index: true, element: null },
          ...inventoryRoutes(false),
          keptElsewhere('*', 'Inventory'),
        ]),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The router, made once. Making it ranks every route of the application and starts the first screen's
 * loading; App.tsx makes it in a task of its own after the page's first paint.
 */
export const makeRouter = () => createBrowserRouter(routes);
