import { z } from 'zod';
import { id, int, okMessage, requiredText } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { scopeLink } from './configuration.ts';
import { ADMIN, BUILD } from './internal.ts';

// Administration: the library of proposal notes and the scope leaves each is linked to (spec 3 §3 Note).

export const prefillNote = z.object({ prefillNoteId: int(), note: z.string(), scopes: z.array(scopeLink) });
export type PrefillNote = z.infer<typeof prefillNote>;

export const noteList = endpoint({
  method: 'GET',
  path: '/Proposal/NoteList',
  access: [ADMIN, BUILD],
  summary: 'The library of proposal notes with the scope leaves each is linked to.',
  response: z.object({ success: z.literal(true), data: z.array(prefillNote) }),
});

export const noteText = requiredText(messages.proposalNoteRequired, 5000);

export const createNoteFields = z.object({ note: noteText });

export const createNote = endpoint({
  method: 'POST',
  path: '/Proposal/CreateNote',
  access: ADMIN,
  summary: 'Adds a note to the library.',
  body: createNoteFields,
  response: z.object({ success: z.literal(true), message: z.string(), prefillNoteId: int() }),
});

export const linkNote = endpoint({
  method: 'GET',
  path: '/Proposal/LinkNote',
  access: ADMIN,
  summary: 'Links a note to one scope leaf (no change when already linked).',
  query: z.object({ noteId: id, scopeId: id }),
  response: okMessage,
});

export const getNote = endpoint({
  method: 'GET',
  path: '/Proposal/Note',
  access: ADMIN,
  summary: 'One note with its linked scope leaves.',
  query: z.object({ noteId: id }),
  response: z.object({ success: z.literal(true), data: prefillNote }),
});

export const noteFields = z.object({
  prefillNoteId: id,
  note: noteText,
  /** The linked leaves (leafId): the note's links are replaced by these. */
  scopes: z.array(id).max(2000).default([]),
});

export const saveNote = endpoint({
  method: 'POST',
  path: '/Proposal/Note',
  access: ADMIN,
  summary: "Saves a note's text and its linked scope leaves.",
  body: noteFields,
  response: okMessage,
});
