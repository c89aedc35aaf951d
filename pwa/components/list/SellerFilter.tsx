import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BilingualName } from '../../../shared/names';
import { fetchSellerOptions } from '../../data/sellers';
import { useNameText } from '../LocalName';
import { useLoad } from '../../ui/useLoad';
import { FilterField } from './FilterBar';

/** An outlet as pickers list it: `name` is the text shown (in the interface's language, marked when it is not). */
export interface SellerOption {
  id: string;
  name: string;
}

const NO_SELLERS: Array<BilingualName & { id: string }> = [];

/** Every outlet, for a filter and for naming outlets in rows; empty without seller read rights. */
export function useSellerOptions(): { sellers: SellerOption[]; nameOf(id: string | null | undefined): string | null } {
  // Quiet: without seller read rights the filter simply offers no outlets.
  const loaded = useLoad('sellerOptions', fetchSellerOptions, { quiet: true }).data ?? NO_SELLERS;
  const nameText = useNameText();
  return useMemo(() => {
    const sellers = loaded.map((s) => ({ id: s.id, name: nameText(s) }));
    const names = new Map(sellers.map((s) => [s.id, s.name]));
    return { sellers, nameOf: (id) => (id ? (names.get(id) ?? null) : null) };
  }, [loaded, nameText]);
}

/**
 * The one outlet picker: a list filter, the dashboards' outlet filter and the
 * export's target outlet. The empty choice reads `placeholder` ("All" by default).
 */
export function SellerSelect({
  value,
  sellers,
  onChange,
  placeholder,
  label,
  width = { base: 'full', sm: '52' },
}: {
  value: string;
  sellers: readonly SellerOption[];
  onChange(id: string): void;
  placeholder?: string;
  /** The accessible name when no visible label stands beside it. */
  label?: string;
  width?: NativeSelectRootProps['width'];
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root width={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{placeholder ?? t('list.any')}</option>
        {sellers.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A list filter choosing one outlet ("any" when empty). */
export function SellerFilter({
  label,
  value,
  sellers,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  sellers: readonly SellerOption[];
  onChange(id: string): void;
  placeholder?: string;
}) {
  return (
    <FilterField label={label}>
      <SellerSelect value={value} sellers={sellers} onChange={onChange} placeholder={placeholder} />
    </FilterField>
  );
}
