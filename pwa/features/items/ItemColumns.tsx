import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list/columns';
import { RowLink } from '../../components/list/ListParts';
import type { ItemRow } from '../../data/itemDatabase';
import type { ItemSortField } from '../../../shared/validation/item';

type ItemColumnRow = Pick<ItemRow, 'serialNumber' | 'itemName' | 'itemType'>;

/**
 * The columns an item list starts with (all items, the importation page): the
 * serial, a link to the item's page, then its catalog name and its type.
 */
export function itemColumns<Row extends ItemColumnRow>(t: TFunction): Array<ListColumn<Row, ItemSortField>> {
  return [
    {
      id: 'serialNumber',
      header: t('items.fields.serialNumber'),
      sort: 'serialNumber',
      cell: (r) => (
        <RowLink to={`/admin/items/${r.serialNumber}`} dir="ltr" fontFamily="mono">
          {r.serialNumber}
        </RowLink>
      ),
      export: (r) => r.serialNumber,
    },
    { id: 'itemName', header: t('items.fields.itemName'), cell: (r) => r.itemName ?? '—', export: (r) => r.itemName },
    {
      id: 'itemType',
      header: t('items.fields.itemType'),
      cell: (r) => t(`items.type.${r.itemType}`),
      export: (r) => t(`items.type.${r.itemType}`),
    },
  ];
}
