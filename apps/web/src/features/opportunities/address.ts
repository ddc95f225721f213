/** One line of a location's billing or shipping address: '9 Elm St, Suite 2, Denver, CO 80202'. */
export function formatAddress(l: Record<string, unknown>, kind: 'billing' | 'shipping'): string {
  const part = (name: string) => String(l[`${kind}${name}`] ?? '').trim();
  const stateZip = [part('State'), part('Zip')].filter(Boolean).join(' ');
  return [part('Address1'), part('Address2'), part('City'), stateZip].filter(Boolean).join(', ');
}
