/**
 * The reader's offset from UTC in hours (spec 3 §9 'Timezone offset sent in hours'): sent with every
 * request for a document, whose times the server prints on this clock with the zone named.
 */
export const readerOffsetHours = () => -new Date().getTimezoneOffset() / 60;
