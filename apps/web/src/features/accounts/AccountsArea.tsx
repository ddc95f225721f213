import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';

const AccountListScreen = lazy(() => import('./AccountListScreen.tsx'));
const AccountFormScreen = lazy(() => import('./AccountFormScreen.tsx'));
const AccountProfileScreen = lazy(() => import('./AccountProfileScreen.tsx'));
const LocationFormScreen = lazy(() => import('./LocationFormScreen.tsx'));
const LocationProfileScreen = lazy(() => import('./LocationProfileScreen.tsx'));
const ContactFormScreen = lazy(() => import('./ContactFormScreen.tsx'));
const ContactProfileScreen = lazy(() => import('./ContactProfileScreen.tsx'));

/** /Accounts/*: the accounts area's own routes (spec 2 §2). */
export default function AccountsArea() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<AccountListScreen />} />
        <Route path="New" element={<AccountFormScreen />} />
        <Route path=":accountId" element={<AccountProfileScreen />} />
        <Route path=":accountId/Edit" element={<AccountFormScreen />} />
        <Route path=":accountId/Location" element={<AccountProfileScreen tab="locations" />} />
        <Route path=":accountId/Contact" element={<AccountProfileScreen tab="contacts" />} />
        <Route path=":accountId/Location/New" element={<LocationFormScreen />} />
        <Route path=":accountId/Location/:locationId" element={<LocationProfileScreen />} />
        <Route path=":accountId/Location/:locationId/Edit" element={<LocationFormScreen />} />
        <Route path=":accountId/Contact/New" element={<ContactFormScreen />} />
        <Route path=":accountId/Contact/:contactId" element={<ContactProfileScreen />} />
        <Route path=":accountId/Contact/:contactId/Edit" element={<ContactFormScreen />} />
      </Routes>
    </Suspense>
  );
}
