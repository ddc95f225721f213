import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import SignInScreen from '../features/auth/SignInScreen.tsx';
import { NotAvailableYet } from '../ui/NotAvailableYet.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { useAuth } from './auth.tsx';
import { RouteError } from './RouteError.tsx';

const Shell = lazy(() => import('./shell/Shell.tsx'));
const ForcedPasswordChange = lazy(() => import('../features/auth/ForcedPasswordChange.tsx'));

/** Sign-in, the forced password change, or the application (spec 1 §2, §4). */
function AuthGate() {
  const auth = useAuth();
  if (auth.status === 'checking') return <PageLoader />;
  if (auth.status === 'signedOut') return <SignInScreen />;
  return <Suspense fallback={<PageLoader />}>{auth.passwordChange ? <ForcedPasswordChange /> : <Shell />}</Suspense>;
}

/** Every screen is loaded on first use. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A route family owned by a later issue: the frame and a plain 'not available yet'. */
const later = (path: string, title: string): RouteObject => ({ path, element: <NotAvailableYet title={title} /> });

const areaWithTabs = (navPath: string, label: string, title: string): RouteObject['children'] => [
  {
    lazy: async () => {
      const { AreaWithTabs } = await import('../features/placeholder/AreaWithTabs.tsx');
      return { element: <AreaWithTabs navPath={navPath} label={label} /> };
    },
    children: [
      { index: true, element: <NotAvailableYet title={title} /> },
      { path: '*', element: <NotAvailableYet title={title} /> },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, lazy: screen(() => import('../features/home/HomeScreen.tsx')) },
      { path: 'User/ChangePassword', lazy: screen(() => import('../features/auth/ChangePasswordScreen.tsx')) },
      { path: 'Wiki/Search', lazy: screen(() => import('../features/wiki/WikiSearchScreen.tsx')) },
      later('User/Profile', 'Profile'),
      later('User/EditSignature', 'Edit Signature'),
      later('Signature', 'Signature'),
      later('VerifyTimesheet/:tsId', 'Verify Timesheet'),
      later('Calculator', 'Wall Calculator'),
      later('CallIntake', 'Call Intake Form'),
      later('Accounts/*', 'Accounts'),
      later('Employees/*', 'Employees'),
      later('Timesheets/*', 'Timesheets'),
      later('Opportunities/*', 'Opportunities'),
      later('Jobs/*', 'Jobs'),
      {
        path: 'Admin',
        children: areaWithTabs('/Administrator/GetAdminNavigation', 'Administration', 'Administration'),
      },
      { path: 'Inventory', children: areaWithTabs('/Navigation/GetInventoryNavigation', 'Inventory', 'Inventory') },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
