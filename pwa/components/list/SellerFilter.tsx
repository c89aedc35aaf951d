import { NativeSelect } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSellerOptions } from '../../data/sellers';
import { FilterField } from './FilterBar';

export interface SellerOption {
  id: string;
  name: string;
}

/** Every outlet, for a filter and for naming outlets in rows; empty without seller read rights. */
export function useSellerOptions(): { sellers: SellerOption[]; nameOf(id: string | null | undefined): string | null } {
  const [sellers, setSellers] = useState<SellerOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // Without seller read rights the filter simply offers no outlets.
    fetchSellerOptions(controller.signal).then(setSellers, () => undefined);
    return () => controller.abort();
  }, []);
  return useMemo(() => {
    const names = new Map(sellers.map((s) => [s.id, s.name]));
    return { sellers, nameOf: (id) => (id ? (names.get(id) ?? null) : null) };
  }, [sellers]);
}

/** A list filter choosing one outlet ("any" when empty). */
export function SellerFilter({
  label,
  value,
  sellers,
  onChange,
}: {
  label: string;
  value: string;
  sellers: SellerOption[];
  onChange(id: string): void;
}) {
  const { t } = useTranslation();
  return (
    <FilterField label={label}>
      <NativeSelect.Root width={{ base: 'full', sm: '52' }}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('list.any')}</option>
          {sellers.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FilterField>
  );
}
