import { Badge, CloseButton, Stack, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartOption } from '../../data/catalog';
import { Autocomplete, type AutocompleteOption } from '../../components/Autocomplete';

interface Props {
  options: PartOption[];
  value: string[];
  onChange(ids: string[]): void;
}

/** The parts (spare parts and accessories) a product is made of: chosen parts as tags, a search to add more. */
export function ProductPartsPicker({ options, value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  // The parts not chosen yet, found by either name or the barcode (spec §7, fetched once: the parts catalogue is small).
  const suggestions = useMemo<AutocompleteOption[]>(
    () =>
      options
        .filter((o) => !value.includes(o.id))
        .map((o) => ({
          id: o.id,
          label: [o.name, t(`items.type.${o.kind}`), o.barcode].filter(Boolean).join(' · '),
          keywords: [o.nameAr, o.nameEn, o.barcode].filter((k): k is string => Boolean(k)),
        })),
    [options, value, t],
  );
  return (
    <Stack gap="2">
      {value.length > 0 && (
        <Wrap gap="2" aria-label={t('catalog.fields.productParts')}>
          {value.map((id) => {
            const part = byId.get(id);
            return (
              <Badge key={id} size="lg" variant="subtle" colorPalette="brand" paddingInlineEnd="0">
                {part ? `${part.name} · ${t(`items.type.${part.kind}`)}` : id}
                <CloseButton
                  size="2xs"
                  aria-label={t('catalog.parts.remove', { name: part?.name ?? id })}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                />
              </Badge>
            );
          })}
        </Wrap>
      )}
      {/* Enter or a click adds the highlighted part; the text empties for the next one. */}
      <Autocomplete
        value={text}
        options={suggestions}
        autoHighlight
        placeholder={t('catalog.parts.search')}
        onChange={(typed, option) => {
          if (!option) return setText(typed);
          if (!value.includes(option.id)) onChange([...value, option.id]);
          setText('');
        }}
      />
    </Stack>
  );
}
