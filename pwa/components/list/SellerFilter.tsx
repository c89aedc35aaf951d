import type { ComboboxRootProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BilingualName } from '../../../shared/names';
import { useConfirmedSellers } from '../../data/device/items';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { fetchSellerOptions } from '../../data/sellers';
import { Picker } from '../Autocomplete';
import { useNameText } from '../LocalName';
import { useLoad } from '../../ui/useLoad';
import { FilterField } from './FilterBar';

/** An outlet as pickers list it: `name` is the text shown (in the interface's language, marked when it is not). */
export interface SellerOption {
  id: string;
  name: string;
  /** Its names in both languages, so typing either finds it. */
  keywords?: readonly string[];
}

/** An outlet's two names as picker keywords. */
export const nameKeywords = (s: BilingualName): string[] => [s.nameAr, s.nameEn].filter((n): n is string => Boolean(n));

const NO_SELLERS: Array<BilingualName & { id: string }> = [];

/**
 * Every outlet, for a filter and for naming outlets in rows. Without seller read rights (an outlet's own
 * account), and offline, the outlets the device holds: an outlet account's own (issue 29 point 9: its items'
 * Outlet column said "—").
 */
export function useSellerOptions(): { sellers: SellerOption[]; nameOf(id: string | null | undefined): string | null } {
  // Quiet: without seller read rights the filter offers the device's outlets only.
  const loaded = useLoad('sellerOptions', fetchSellerOptions, { quiet: true }).data ?? NO_SELLERS;
  const onDevice = useConfirmedSellers(useLocalDatabase());
  const nameText = useNameText();
  return useMemo(() => {
    const known = new Set(loaded.map((s) => s.id));
    const all = [...loaded, ...onDevice.filter((s) => !known.has(s.id))];
    const sellers = all.map((s) => ({ id: s.id, name: nameText(s), keywords: nameKeywords(s) }));
    const names = new Map(sellers.map((s) => [s.id, s.name]));
    return { sellers, nameOf: (id) => (id ? (names.get(id) ?? null) : null) };
  }, [loaded, onDevice, nameText]);
}

/**
 * The one outlet picker: a list filter, the dashboards' outlet filter and the
 * export's target outlet. Typed into (spec §7, "fetch all once": the outlets
 * are already loaded to name the rows, and offline for the export); empty reads
 * `placeholder` ("All" by default).
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
  width?: ComboboxRootProps['width'];
}) {
  const { t } = useTranslation();
  const options = useMemo(() => sellers.map((s) => ({ id: s.id, label: s.name, keywords: s.keywords ?? [] })), [sellers]);
  return (
    <Picker
      aria-label={label}
      width={width}
      value={value}
      options={options}
      onChange={onChange}
      placeholder={placeholder ?? t('list.any')}
    />
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
