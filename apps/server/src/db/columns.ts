import { getTableColumns, type Table } from 'drizzle-orm';

/** The columns `names` of `table`, each under its own name: a select list that need not spell `name: table.name`. */
export function columnsOf<T extends Table, const K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
