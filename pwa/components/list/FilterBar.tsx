import { Button, Field, HStack, Stack } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters: typed freely, applied with the button (or Enter), reset
 * to empty. On phones they fold behind a "Filters" button so the results
 * are on the first screen; from 600 px up they are always shown.
 */
export function FilterBar({ onApply, onReset, children }: { onApply(): void; onReset(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="3">
      <Button hideFrom="sm" variant="outline" alignSelf="start" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <SlidersHorizontal aria-hidden /> {t('list.filters')}
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
