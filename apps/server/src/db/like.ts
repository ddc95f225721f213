import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%text%` for LIKE: lower-cased, with the text's own wildcards escaped so it matches literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive "column contains text", written on lower(column) so that the trigram indexes on
 * lower(account_name), lower(opportunity_name) and lower(job_name) can serve it.
 */
export const lowerContains = (column: SQLWrapper, text: string): SQL =>
  sql`lower(${column}) LIKE ${containsPattern(text)}`;
