import { Badge, HStack, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { isLocalizedKind, type FieldDef } from '../../../shared/contentAdmin';
import type { useFormatters } from '../../components/useFormatters';
import { SafeHtmlPreview } from './SafeHtmlPreview';

type Formatters = ReturnType<typeof useFormatters>;

/** A field's value for the view screen and list columns; null when empty (DetailList shows a dash). */
export function displayValue(
  field: FieldDef,
  value: unknown,
  t: TFunction,
  format: Formatters,
  names: { branch?: (id: string) => string; category?: (id: string) => string } = {},
): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (isLocalizedKind(field.kind)) {
    const pair = value as { en: string; ar: string };
    if (!pair.en && !pair.ar) return null;
    const part = (language: 'ar' | 'en', dir: 'rtl' | 'ltr') =>
      field.kind === 'html' ? (
        <SafeHtmlPreview html={pair[language]} dir={dir} />
      ) : (
        <Text dir={dir} whiteSpace="pre-line">
          {pair[language] || '—'}
        </Text>
      );
    return (
      <Stack gap="2">
        <HStack alignItems="start" gap="2">
          <Badge variant="outline" size="sm">
            {t('contentAdmin.languages.ar')}
          </Badge>
          {part('ar', 'rtl')}
        </HStack>
        <HStack alignItems="start" gap="2">
          <Badge variant="outline" size="sm">
            {t('contentAdmin.languages.en')}
          </Badge>
          {part('en', 'ltr')}
        </HStack>
      </Stack>
    );
  }
  switch (field.kind) {
    case 'image':
      return <Image src={String(value)} alt="" maxHeight="32" borderRadius="md" borderWidth="1px" />;
    case 'photo':
      return <Image src={(value as { publicUrl: string }).publicUrl} alt="" maxHeight="32" borderRadius="md" borderWidth="1px" />;
    case 'images': {
      const urls = value as string[];
      return urls.length ? (
        <Wrap gap="2">
          {urls.map((url) => (
            <Image key={url} src={url} alt="" height="20" borderRadius="md" borderWidth="1px" />
          ))}
        </Wrap>
      ) : null;
    }
    case 'pdf':
      return (
        <Link href={String(value)} target="_blank" rel="noopener">
          {String(value).split('/').pop()}
        </Link>
      );
    case 'url':
      return (
        <Link href={String(value)} target="_blank" rel="noopener noreferrer" dir="ltr">
          {String(value)}
        </Link>
      );
    case 'datetime':
      return format.dateTime(String(value));
    case 'number':
    case 'integer':
      return format.number(Number(value));
    case 'boolean':
      return value ? '✓' : '✗';
    case 'select':
      return t(`contentAdmin.options.${String(value)}`);
    case 'branch':
      return names.branch?.(String(value)) ?? String(value);
    case 'parentCategory':
      return names.category?.(String(value)) ?? String(value);
    case 'categories':
      return (value as string[]).map((id) => names.category?.(id) ?? id).join('، ') || null;
    case 'lines':
      return (value as string[]).join('\n') || null;
    case 'records':
      return (
        (value as Array<Record<string, { en: string; ar: string }>>)
          .map((row) =>
            Object.values(row)
              .map((pair) => `${pair.ar} / ${pair.en}`)
              .join(' · '),
          )
          .join('\n') || null
      );
    default:
      return <span dir="ltr">{String(value)}</span>;
  }
}
