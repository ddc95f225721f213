import type { SearchResult } from '@fieldbook/contract/search';

/**
 * The records the user last opened from the search, newest first, kept on this device per user
 * (docs/decisions/search.md): what the box lists while it is empty. Each page still checks access when
 * opened, so a record the user may no longer see only leads to its page's refusal.
 */
const RECENT_MAX = 8;
const keyOf = (userId: number) => `fieldbook.search.recent.${userId}`;

export function readRecent(userId: number | null): SearchResult[] {
  if (userId === null) return [];
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(saved) ? (saved as SearchResult[]) : [];
  } catch {
    return []; // a damaged entry is as good as none
  }
}

export function rememberRecent(userId: number | null, record: SearchResult): void {
  if (userId === null) return;
  const others = readRecent(userId).filter((r) => !(r.kind === record.kind && r.id === record.id));
  localStorage.setItem(keyOf(userId), JSON.stringify([record, ...others].slice(0, RECENT_MAX)));
}
