import { Table } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { SortKey } from '../../../shared/validation/common';
import type { ExportColumn } from '../export/exportXlsx';
import type { Cell } from '../export/xlsxBook';
import { SortHeader } from './SortHeader';

// A list page's columns, each declared once (issue 33.3, as Outline's
// ApiKeysTable does): the table's header and cell, the sort its header sets,
// and its column in the spreadsheet export all read the same entry.

type CellProps = ComponentProps<typeof Table.Cell>;

export interface ListColumn<Row, S extends string = never> {
  /** Stable: the React key and the export's column key. */
  id: string;
  /** Translated: the table's header and the spreadsheet's. */
  header: string;
  /** What the table's cell shows; absent: a column of the export only. */
  cell?: (row: Row) => ReactNode;
  /** The cell's own props (a date that does not wrap, a number written left to right), or the row's. */
  cellProps?: CellProps | ((row: Row) => CellProps);
  /** The column's value in the spreadsheet; absent: a column of the table only. */
  export?: (row: Row) => Cell | undefined;
  /** The list's sort field (its shared ListSort) that this column's header sorts by. */
  sort?: S;
  /** A count: header and cell aligned to the end. */
  numeric?: boolean;
}

/** What a sortable header reads and sets (useListState's SortState). */
interface Sorting<S extends string> {
  orderBy: SortKey<S>;
  sortBy: (field: S) => void;
}

/** The table's headers: a sort button where the column sorts (and the list has its sort). */
export function ColumnHeaders<Row, S extends string>({ columns, sort }: { columns: Array<ListColumn<Row, S>>; sort?: Sorting<S> }) {
  return columns
    .filter((column) => column.cell)
    .map((column) =>
      column.sort && sort ? (
        <SortHeader key={column.id} field={column.sort} orderBy={sort.orderBy} onSort={sort.sortBy}>
          {column.header}
        </SortHeader>
      ) : (
        <Table.ColumnHeader key={column.id} textAlign={column.numeric ? 'end' : undefined}>
          {column.header}
        </Table.ColumnHeader>
      ),
    );
}

/** One row's cells, in the headers' order. */
export function ColumnCells<Row, S extends string>({ columns, row }: { columns: Array<ListColumn<Row, S>>; row: Row }) {
  return columns.map(
    (column) =>
      column.cell && (
        <Table.Cell
          key={column.id}
          textAlign={column.numeric ? 'end' : undefined}
          {...(typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps)}
        >
          {column.cell(row)}
        </Table.Cell>
      ),
  );
}

/** The columns the export offers, in the table's order, headers as the table's. */
export function exportColumns<Row, S extends string>(columns: Array<ListColumn<Row, S>>): Array<ExportColumn<Row>> {
  return columns.flatMap((column) => (column.export ? [{ key: column.id, label: column.header, value: column.export }] : []));
}
