import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
import { FilterBar, optionsOf, SelectFilter } from '../../components/list/FilterBar';
import { DateRangeFields } from '../../components/list/ListParts';
import { SellerFilter, type SellerOption } from '../../components/list/SellerFilter';
import type { TotalsFilter } from '../../data/dashboard';

export interface FilterForm {
  itemType: ItemType | '';
  sellerId: string;
  from: string;
  to: string;
}
export const EMPTY_FILTER: FilterForm = { itemType: '', sellerId: '', from: '', to: '' };

export const toTotalsFilter = (f: FilterForm): TotalsFilter => ({
  itemType: f.itemType || null,
  sellerId: f.sellerId || null,
  from: f.from || null,
  to: f.to || null,
});

type Field = 'itemType' | 'sellerId' | 'dates';

/** Type, outlet and date range, applied with the list filters' bar; fields a screen does not use are left out. */
export function TotalsFilters({
  initial,
  onApply,
  sellers,
  fields = ['itemType', 'sellerId', 'dates'],
}: {
  initial: FilterForm;
  onApply(f: FilterForm): void;
  sellers?: readonly SellerOption[];
  fields?: Field[];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterForm>(initial);
  const patch = (change: Partial<FilterForm>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <FilterBar
      onApply={() => onApply(draft)}
      onReset={() => {
        setDraft(EMPTY_FILTER);
        onApply(EMPTY_FILTER);
      }}
    >
      {fields.includes('itemType') && (
        <SelectFilter
          label={t('dashboard.filters.itemType')}
          any={t('dashboard.filters.allTypes')}
          value={draft.itemType}
          options={optionsOf(ITEM_TYPES, (type) => t(`items.type.${type}`))}
          onChange={(itemType) => patch({ itemType })}
        />
      )}
      {fields.includes('sellerId') && sellers && (
        <SellerFilter
          label={t('dashboard.filters.seller')}
          placeholder={t('dashboard.filters.allSellers')}
          value={draft.sellerId}
          sellers={sellers}
          onChange={(sellerId) => patch({ sellerId })}
        />
      )}
      {fields.includes('dates') && <DateRangeFields from={draft.from} to={draft.to} onChange={patch} />}
    </FilterBar>
  );
}
