import { Button, Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's filters: typed freely, applied with the button (or Enter), reset to empty. */
export function FilterBar({ onApply, onReset, children }: { onApply(): void; onReset(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <HStack
      as="form"
      role="search"
      gap="3"
      wrap="wrap"
      alignItems="end"
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
