import { messages } from '@fieldbook/contract';
import { SEARCH_MIN_TEXT, type SearchKind, type SearchResult, searchKinds } from '@fieldbook/contract/search';
import { Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../shared/session/auth.tsx';
import { readRecent, rememberRecent } from './recent.ts';
import { useSearchEverything } from './search.queries.ts';

const kindLabels: Record<SearchKind, string> = {
  account: messages.searchKindAccount,
  opportunity: messages.searchKindOpportunity,
  job: messages.searchKindJob,
  contact: messages.searchKindContact,
  location: messages.searchKindLocation,
  call: messages.searchKindCall,
  asset: messages.searchKindAsset,
  catalogueItem: messages.searchKindCatalogueItem,
  employee: messages.searchKindEmployee,
  pickTicket: messages.searchKindPickTicket,
  shopTicket: messages.searchKindShopTicket,
  user: messages.searchKindUser,
};

/** Whether the server can match the text: three characters of text, or a ticket number. */
const searchable = (text: string) => text.length >= SEARCH_MIN_TEXT || /^#?\d+$/.test(text);
/** Keys settle this long before a search is sent, so a fast typist sends one request, not one a key. */
const SETTLE_MS = 150;

/** The search dialog: type, move with the arrows, Enter (or a click) opens the record's page. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { userId } = useAuth();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), SETTLE_MS);
  const asked = searchable(settled) ? settled : '';
  const found = useSearchEverything(asked);
  const recent = useMemo(() => readRecent(userId), [userId]);
  const typed = text.trim() !== '';
  const results = typed ? (asked === '' ? [] : (found.data ?? [])) : recent;
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const open = (record: SearchResult) => {
    rememberRecent(userId, record);
    onClose();
    navigate(record.url);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % Math.max(results.length, 1));
    } else if (e.key === 'Enter' && results[current]) {
      e.preventDefault();
      open(results[current]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Modal opened onClose={onClose} title={messages.searchPlaceholder} size="lg" yOffset="10vh">
      <TextInput
        data-autofocus
        role="combobox"
        aria-label={messages.searchPlaceholder}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
        placeholder={messages.searchHint}
        leftSection={<IconSearch size={16} />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Status typed={typed} text={text.trim()} empty={results.length === 0} pending={found.isFetching} />
      <ResultList
        id={listId}
        results={results}
        current={current}
        optionId={optionId}
        onOpen={open}
        onHover={setActive}
        recent={!typed}
      />
    </Modal>
  );
}

/** What the list cannot say itself: too short, nothing found, or what the empty box lists. */
function Status({ typed, text, empty, pending }: { typed: boolean; text: string; empty: boolean; pending: boolean }) {
  let line: string | null = null;
  if (!typed) line = empty ? messages.searchNoRecent : messages.searchRecent;
  else if (!searchable(text)) line = messages.searchTooShort;
  else if (empty && !pending) line = messages.searchNothingFound;
  return line === null ? null : (
    <Text size="sm" c="dimmed" mt="sm" role="status">
      {line}
    </Text>
  );
}

interface ResultListProps {
  id: string;
  results: SearchResult[];
  current: number;
  optionId: (i: number) => string;
  onOpen: (record: SearchResult) => void;
  onHover: (i: number) => void;
  /** The recent records: one list in the order opened, not grouped by kind. */
  recent: boolean;
}

/** The results grouped by kind under a heading each (the server sends them in the order of searchKinds). */
function ResultList({ id, results, current, optionId, onOpen, onHover, recent }: ResultListProps) {
  const groups = recent
    ? [{ kind: null, rows: results.map((r, i) => ({ r, i })) }]
    : searchKinds
        .map((kind) => ({ kind, rows: results.map((r, i) => ({ r, i })).filter(({ r }) => r.kind === kind) }))
        .filter((g) => g.rows.length > 0);
  return (
    <Stack id={id} role="listbox" aria-label={messages.searchPlaceholder} gap={4} mt="sm">
      {groups.map((g) => (
        <Stack
          key={g.kind ?? 'recent'}
          gap={2}
          role="group"
          aria-label={g.kind ? kindLabels[g.kind] : messages.searchRecent}
        >
          {g.kind && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt={6}>
              {kindLabels[g.kind]}
            </Text>
          )}
          {g.rows.map(({ r, i }) => (
            <UnstyledButton
              key={`${r.kind}-${r.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              tabIndex={-1}
              onClick={() => onOpen(r)}
              onMouseMove={() => onHover(i)}
              px="sm"
              py={6}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: i === current ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <Text component="span" display="block" size="sm" fw={500}>
                {r.title}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed">
                {recent ? [kindLabels[r.kind], r.detail].filter(Boolean).join(' · ') : r.detail}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
