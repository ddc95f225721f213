import type { CellKind, RawValue } from './cells.ts';
import { addTable } from './table-sheet.ts';
import type { WorkbookWriter } from './workbook.ts';

/** One line of a details sheet: a label and a value of its kind. */
export interface Detail {
  label: string;
  kind: CellKind;
  value: RawValue;
}

/**
 * A sheet of labelled values (a record's header fields), with the same conventions as a table: the
 * 'Field' and 'Value' header, each value typed and formatted as its kind (a date as a date, a cost
 * as money).
 */
export async function addDetails(workbook: WorkbookWriter, name: string, details: Detail[]): Promise<void> {
  await addTable(
    workbook,
    name,
    [
      { header: 'Field', kind: 'text', value: (d: Detail) => d.label },
      { header: 'Value', kind: (d: Detail) => d.kind, value: (d: Detail) => d.value },
    ],
    details,
  );
}
