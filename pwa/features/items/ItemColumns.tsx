import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LinkCell } from '../../components/list/ListParts';
import type { sorter } from '../../components/list/SortHeader';
import type { ItemRow } from '../../data/itemDatabase';
import type { ItemSortField } from '../../../shared/validation/item';

// The columns an item list starts with (all items, the importation page): the
// serial, a link to the item's page, then its catalog name and its type.

export function ItemColumnHeaders({ sort }: { sort: ReturnType<typeof sorter<ItemSortField>> }) {
  const { t } = useTranslation();
  return (
    <>
      {sort('serialNumber', t('items.fields.serialNumber'))}
      <Table.ColumnHeader>{t('items.fields.itemName')}</Table.ColumnHeader>
      <Table.ColumnHeader>{t('items.fields.itemType')}</Table.ColumnHeader>
    </>
  );
}

export function ItemColumnCells({ row }: { row: Pick<ItemRow, 'serialNumber' | 'itemName' | 'itemType'> }) {
  const { t } = useTranslation();
  return (
    <>
      <LinkCell to={`/admin/items/${row.serialNumber}`} dir="ltr" fontFamily="mono">
        {row.serialNumber}
      </LinkCell>
      <Table.Cell>{row.itemName ?? '—'}</Table.Cell>
      <Table.Cell>{t(`items.type.${row.itemType}`)}</Table.Cell>
    </>
  );
}
