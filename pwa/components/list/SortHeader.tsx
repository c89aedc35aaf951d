import { Button, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { parseSort, type SortKey } from '../../../shared/validation/common';

/** A column header that sorts the server list by its field; aria-sort tells screen readers. */
export function SortHeader<F extends string>({
  field,
  orderBy,
  onSort,
  children,
}: {
  field: F;
  orderBy: SortKey<F>;
  onSort(field: F): void;
  children: ReactNode;
}) {
  const sort = parseSort(orderBy);
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSort(field)}>
        {children}
        <Icon aria-hidden size={14} opacity={active ? 1 : 0.4} />
      </Button>
    </Table.ColumnHeader>
  );
}
