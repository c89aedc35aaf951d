import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, type ItemType } from '../../../shared/items';
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

/** Type, outlet and date range; applied on "Search". Fields a screen does not use are left out. */
export function TotalsFilters({
  initial,
  onApply,
  sellers,
  fields = ['itemType', 'sellerId', 'from', 'to'],
}: {
  initial: FilterForm;
  onApply(f: FilterForm): void;
  sellers?: Array<{ id: string; name: string }>;
  fields?: Array<keyof FilterForm>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterForm>(initial);
  const has = (f: keyof FilterForm) => fields.includes(f);
  return (
    <HStack
      as="form"
      role="search"
      gap="3"
      wrap="wrap"
      alignItems="end"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      {has('itemType') ? (
        <Field.Root width="auto">
          <Field.Label>{t('dashboard.filters.itemType')}</Field.Label>
          <NativeSelect.Root width="44">
            <NativeSelect.Field
              value={draft.itemType}
              onChange={(e) => setDraft({ ...draft, itemType: e.target.value as FilterForm['itemType'] })}
            >
              <option value="">{t('dashboard.filters.allTypes')}</option>
              {ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`items.type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {has('sellerId') && sellers ? (
        <Field.Root width="auto">
          <Field.Label>{t('dashboard.filters.seller')}</Field.Label>
          <NativeSelect.Root width="52">
            <NativeSelect.Field value={draft.sellerId} onChange={(e) => setDraft({ ...draft, sellerId: e.target.value })}>
              <option value="">{t('dashboard.filters.allSellers')}</option>
              {sellers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {has('from') ? (
        <Field.Root width="auto">
          <Field.Label>{t('dashboard.filters.from')}</Field.Label>
          <Input
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </Field.Root>
      ) : null}
      {has('to') ? (
        <Field.Root width="auto">
          <Field.Label>{t('dashboard.filters.to')}</Field.Label>
          <Input type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field.Root>
      ) : null}
      <Button type="submit" colorPalette="brand">
        {t('dashboard.filters.apply')}
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          setDraft(EMPTY_FILTER);
          onApply(EMPTY_FILTER);
        }}
      >
        {t('dashboard.filters.reset')}
      </Button>
    </HStack>
  );
}
