import { Badge, Box, CloseButton, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartOption } from '../../data/catalog';
import { matchParts } from './catalogForm';

interface Props {
  options: PartOption[];
  value: string[];
  onChange(ids: string[]): void;
  invalid?: boolean;
}

/** The parts (spare parts and accessories) a product is made of: chosen parts as tags, a search to add more. */
export function ProductPartsPicker({ options, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const suggestions = matchParts(options, text, value);
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
      <Box position="relative">
        <Input
          aria-invalid={invalid}
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls="product-parts-options"
          placeholder={t('catalog.parts.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the first match instead of submitting the form.
            if (e.key === 'Enter') {
              e.preventDefault();
              const first = suggestions[0];
              if (first) {
                onChange([...value, first.id]);
                setText('');
              }
            }
          }}
        />
        {suggestions.length > 0 && (
          <Stack
            as="ul"
            id="product-parts-options"
            role="listbox"
            gap="0"
            mt="1"
            borderWidth="1px"
            borderRadius="md"
            bg="bg.panel"
            shadow="md"
            position="absolute"
            insetInlineStart="0"
            insetInlineEnd="0"
            zIndex="dropdown"
            listStyleType="none"
          >
            {suggestions.map((o) => (
              <HStack
                as="li"
                key={o.id}
                role="option"
                aria-selected={false}
                px="3"
                py="2"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onChange([...value, o.id]);
                  setText('');
                }}
                justifyContent="space-between"
              >
                <Text>{o.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`items.type.${o.kind}`)}
                  {o.barcode ? ` · ${o.barcode}` : ''}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
