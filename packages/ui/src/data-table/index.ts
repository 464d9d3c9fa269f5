export { DataTable, DATA_TABLE_TEXTS } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableTexts } from './DataTable';
export { toCsv, downloadCsv } from './csv';
export type { CsvColumn, CsvValue } from './csv';
