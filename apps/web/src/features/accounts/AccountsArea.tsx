import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LazyArea } from '../../ui/LazyArea.tsx';

const AccountListScreen = lazy(() => import('./AccountListScreen.tsx'));
const AccountFormScreen = lazy(() => import('./AccountFormScreen.tsx'));
const AccountProfileScreen = lazy(() => import('./AccountProfileScreen.tsx'));
const LocationFormScreen = lazy(() => import('./LocationFormScreen.tsx'));
const LocationProfileScreen = lazy(() => import('./LocationProfileScreen.tsx'));
const ContactFormScreen = lazy(() => import('./ContactFormScreen.tsx'));
const ContactProfileScreen = lazy(() => import('./ContactProfileScreen.tsx'));

/** A record's three routes below `base`: {base}New and {base}:{param}/Edit (its form), {base}:{param} (its profile). */
function recordRoutes(base: string, param: string, Form: ComponentType, Profile: ComponentType) {
  return (
    <>
      <Route path={`${base}New`} element={<Form />} />
      <Route path={`${base}:${param}`} element={<Profile />} />
      <Route path={`${base}:${param}/Edit`} element={<Form />} />
    </>
  );
}

/** /Accounts/*: the accounts area's own routes (spec 2 §2): accounts, and each account's locations and contacts. */
export default function AccountsArea() {
  return (
    <LazyArea>
      <Routes>
        <Route index element={<AccountListScreen />} />
        {recordRoutes('', 'accountId', AccountFormScreen, AccountProfileScreen)}
        <Route path=":accountId/Location" element={<AccountProfileScreen tab="locations" />} />
        <Route path=":accountId/Contact" element={<AccountProfileScreen tab="contacts" />} />
        {recordRoutes(':accountId/Location/', 'locationId', LocationFormScreen, LocationProfileScreen)}
        {recordRoutes(':accountId/Contact/', 'contactId', ContactFormScreen, ContactProfileScreen)}
      </Routes>
    </LazyArea>
  );
}
