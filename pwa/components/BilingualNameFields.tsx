import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';

interface Props {
  value: { nameAr: string; nameEn: string };
  onChange(field: 'nameAr' | 'nameEn', value: string): void;
  /** The translated error of each field, if any. */
  errorOf(field: 'nameAr' | 'nameEn', label: string): string | undefined;
  maxLength: number;
}

/**
 * A record's name in Arabic and in English, one under the other, each typed
 * in its own direction (shared/names.ts). One of them is enough: the other
 * language's readers then see it, marked.
 */
export function BilingualNameFields({ value, onChange, errorOf, maxLength }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {(['nameAr', 'nameEn'] as const).map((field) => {
        const label = t(`common.names.${field}`);
        return (
          <FormField
            key={field}
            label={label}
            error={errorOf(field, label)}
            helper={field === 'nameEn' ? t('common.names.help') : undefined}
          >
            <Input
              lang={field === 'nameAr' ? 'ar' : 'en'}
              dir={field === 'nameAr' ? 'rtl' : 'ltr'}
              maxLength={maxLength}
              value={value[field]}
              onChange={(e) => onChange(field, e.target.value)}
            />
          </FormField>
        );
      })}
    </>
  );
}
