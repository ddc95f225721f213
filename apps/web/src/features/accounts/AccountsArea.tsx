import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { industriesQuery, territoriesQuery } from '../../entities/account/index.ts';
import { LazyArea } from '../../shared/ui/LazyArea.tsx';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';
// The account form travels with the area's code, as its most used screen after the list (New Account,
// Edit): a lazy chunk of its own was a second round trip after the area's before a phone could show it.
import AccountFormScreen from './AccountFormScreen.tsx';

const AccountListScreen = lazyScreen(() => import('./AccountListScreen.tsx'));
const AccountProfileScreen = lazyScreen(() => import('./AccountProfileScreen.tsx'));
const LocationFormScreen = lazyScreen(() => import('./LocationFormScreen.tsx'));
const LocationProfileScreen = lazyScreen(() => import('./LocationProfileScreen.tsx'));
const ContactFormScreen = lazyScreen(() => import('./ContactFormScreen.tsx'));
const ContactProfileScreen = lazyScreen(() => import('./ContactProfileScreen.tsx'));

/**
 * Opened at the account form (new or edit): its lists are asked for as soon as the area's code is there
 * (router.tsx), beside the session check, instead of once the form has rendered.
 */
export function prefetch(client: QueryClient) {
  const path = window.location.pathname;
  if (!matchPath('/Accounts/New', path) && !matchPath('/Accounts/:accountId/Edit', path)) return;
  void client.prefetchQuery(industriesQuery);
  void client.prefetchQuery(territoriesQuery);
}

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
