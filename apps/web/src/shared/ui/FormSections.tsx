import { messages } from '@fieldbook/contract/messages';
import { Badge, Button, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePhone } from './use-phone.ts';

export interface FormSection {
  /** Stable within the form: the remembered open section is stored by it. */
  id: string;
  title: string;
  /** A field of the section was refused: the section says so and opens. */
  invalid?: boolean;
  content: ReactNode;
}

/** True when a form error's path is one of `fields` or under one of them ('rows' holds 'rows.2.name'). */
export const refusedUnder = (errors: Record<string, unknown>, fields: string[]) =>
  Object.keys(errors).some((path) => fields.some((f) => path === f || path.startsWith(`${f}.`)));

const storageKey = (pathname: string) => `fieldbook.openSection:${pathname}`;

/**
 * The open section, kept in sessionStorage under the form's address: when a locked phone's browser
 * drops the page and loads it again, the crew finds the section they were in.
 */
function useOpenSection(ids: string[]) {
  const key = storageKey(useLocation().pathname);
  const [open, setOpen] = useState<string | null>(() => {
    const kept = sessionStorage.getItem(key);
    return kept !== null && (kept === '' || ids.includes(kept)) ? kept || null : (ids[0] ?? null);
  });
  // Kept while the form is on screen (a reload does not unmount it); leaving the form forgets the place
  // with the values typed in it, so the next visit starts at the top.
  useEffect(() => {
    sessionStorage.setItem(key, open ?? '');
    return () => sessionStorage.removeItem(key);
  }, [key, open]);
  return [open, setOpen] as const;
}

/** Opens the first refused section once the form's errors appear (after a Save or Submit). */
function useOpenFirstInvalid(sections: FormSection[], choose: (id: string | null) => void) {
  const firstInvalid = sections.find((s) => s.invalid)?.id;
  const shown = useRef(firstInvalid);
  useEffect(() => {
    if (firstInvalid && !shown.current) choose(firstInvalid);
    shown.current = firstInvalid;
  });
}

/**
 * A long form's parts. On a phone they are collapsible sections, one open at a time, with a progress
 * line ('2 of 5') and a button to the next; the fields of closed sections stay mounted, so the form
 * keeps their values. On a wider screen the parts follow each other as they always did.
 */
export function FormSections({ sections }: { sections: FormSection[] }) {
  const phone = usePhone();
  const [open, choose] = useOpenSection(sections.map((s) => s.id));
  useOpenFirstInvalid(sections, choose);
  const baseId = useId();
  if (!phone)
    return (
      <>
        {sections.map((s) => (
          <Fragment key={s.id}>{s.content}</Fragment>
        ))}
      </>
    );
  const at = sections.findIndex((s) => s.id === open);
  const goTo = (id: string) => {
    choose(id);
    // The next section's header moves up to where the one just closed began.
    requestAnimationFrame(() => document.getElementById(`${baseId}-${id}`)?.scrollIntoView({ block: 'start' }));
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" aria-live="polite">
        <Progress value={((at + 1) / sections.length) * 100} size="sm" style={{ flex: 1 }} aria-hidden />
        <Text size="sm" fw={600}>
          {messages.sectionProgress(at + 1, sections.length)}
        </Text>
      </Group>
      {sections.map((s, i) => {
        const expanded = open === s.id;
        const next = sections[i + 1];
        return (
          <Paper key={s.id} withBorder component="section" aria-labelledby={`${baseId}-${s.id}`}>
            <UnstyledButton
              id={`${baseId}-${s.id}`}
              aria-expanded={expanded}
              aria-controls={`${baseId}-${s.id}-body`}
              onClick={() => choose(expanded ? null : s.id)}
              w="100%"
              px="sm"
              py="xs"
              mih={44}
              style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 8px)' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                  <Text fw={600}>{s.title}</Text>
                  {s.invalid && (
                    <Badge color="red" variant="light">
                      {messages.sectionHasErrors}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {messages.sectionProgress(i + 1, sections.length)}
                </Text>
              </Group>
            </UnstyledButton>
            <div
              id={`${baseId}-${s.id}-body`}
              hidden={!expanded}
              style={{ padding: '0 var(--mantine-spacing-xs) var(--mantine-spacing-xs)' }}
            >
              <Stack gap="sm">
                {s.content}
                {next && (
                  <Button variant="light" onClick={() => goTo(next.id)} rightSection={<IconChevronRight size={16} />}>
                    {messages.nextSection(next.title)}
                  </Button>
                )}
              </Stack>
            </div>
          </Paper>
        );
      })}
    </Stack>
  );
}
