import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, type InputProps, type NativeSelectRootProps } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters: typed freely, applied with the button (or Enter), reset
 * to empty. On phones they fold behind a "Filters" button so the results
 * are on the first screen; from 600 px up they are always shown. `active`, the
 * filters applied, shows on that button: folded, a list narrowed by a default
 * (an outlet account's own outlet) would otherwise look like everything.
 */
export function FilterBar({
  onApply,
  onReset,
  active = 0,
  children,
}: {
  onApply(): void;
  onReset(): void;
  active?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="3">
      <Button hideFrom="sm" variant="outline" alignSelf="start" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <SlidersHorizontal aria-hidden /> {t('list.filters')}
        {active > 0 && (
          <Badge colorPalette="brand" variant="solid" data-testid="filters-applied">
            {t('list.filtersApplied', { count: active })}
          </Badge>
        )}
      </Button>
      <HStack
        id={id}
        as="form"
        role="search"
        gap="3"
        wrap="wrap"
        alignItems="end"
        display={{ base: open ? 'flex' : 'none', sm: 'flex' }}
        onSubmit={(e) => {
          e.preventDefault();
          onApply();
        }}
      >
        {children}
        <HStack>
          <Button type="submit" colorPalette="brand">
            {t('list.apply')}
          </Button>
          <Button variant="outline" onClick={onReset}>
            {t('list.reset')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

/** One filter: spec §9 filter labels are 120 px wide (the control itself sizes to its content). */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root width={{ base: 'full', sm: 'auto' }} minWidth={{ sm: '120px' }}>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** A text filter: typed freely, applied with the bar's button. */
export function TextFilter({
  label,
  value,
  onChange,
  dir,
  inputMode,
  width,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  dir?: 'ltr';
  inputMode?: InputProps['inputMode'];
  width?: InputProps['width'];
}) {
  return (
    <FilterField label={label}>
      <Input dir={dir} inputMode={inputMode} width={width} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </FilterField>
  );
}

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** A choice among fixed values; the empty choice ("All" unless `any` says otherwise, none when false) means any. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  any,
  width = { base: 'full', sm: '44' },
}: {
  label: string;
  value: V | '';
  options: ReadonlyArray<FilterOption<V>>;
  onChange(value: V | ''): void;
  any?: string | false;
  width?: NativeSelectRootProps['width'];
}) {
  const { t } = useTranslation();
  return (
    <FilterField label={label}>
      <NativeSelect.Root width={width}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as V | '')}>
          {any !== false && <option value="">{any ?? t('list.any')}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FilterField>
  );
}

/** Values as filter options, each labelled by `label` (a translation). */
export function optionsOf<V extends string>(values: readonly V[], label: (value: V) => string): Array<FilterOption<V>> {
  return values.map((value) => ({ value, label: label(value) }));
}
