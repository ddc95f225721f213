/** Spec 2 §9: note text of 150 characters or more shows 147 characters and an ellipsis until expanded. */
export const NOTE_TRUNCATE_AT = 150;
const SHOWN = 147;

export const isLongNote = (text: string) => text.length >= NOTE_TRUNCATE_AT;

export const shortNote = (text: string) => (isLongNote(text) ? `${text.slice(0, SHOWN)}…` : text);
