export { type CellKind, FORMATS, minutesOfDay, type RawValue } from './cells.ts';
export { addDetails, type Detail } from './details-sheet.ts';
export {
  EXPORT_PAGE,
  type ExportSheet,
  everyRow,
  type LaterSheet,
  type ListExport,
  laterSheet,
  sendListExport,
} from './list-export.ts';
export { addTable, type Column, type TableOptions } from './table-sheet.ts';
export { openWorkbook, type WorkbookWriter, workbookBytes, XLSX_TYPE } from './workbook.ts';
