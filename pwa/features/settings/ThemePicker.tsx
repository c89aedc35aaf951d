import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SHADES, THEME_NAMES, THEMES, type ThemeName } from '../../../shared/themes';

/** The 13 themes as swatches; choosing one previews it app-wide until saved or left. */
export function ThemePicker({ value, onChange }: { value: ThemeName; onChange(theme: ThemeName): void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" role="radiogroup" aria-label={t('settings.fields.theme')}>
      {THEME_NAMES.map((name) => (
        <Button
          key={name}
          role="radio"
          aria-checked={value === name}
          variant={value === name ? 'subtle' : 'outline'}
          height="auto"
          paddingBlock="2"
          onClick={() => onChange(name)}
          borderColor={value === name ? 'brand.solid' : undefined}
          borderWidth={value === name ? '2px' : '1px'}
        >
          <Stack gap="1" width="100%">
            <HStack gap="0" borderRadius="sm" overflow="hidden" aria-hidden>
              {SHADES.map((shade) => (
                <Box key={shade} flex="1" height="4" style={{ background: THEMES[name].scale[shade] }} />
              ))}
            </HStack>
            <Text fontSize="sm">{t(`settings.themes.${name}`)}</Text>
          </Stack>
        </Button>
      ))}
    </SimpleGrid>
  );
}

/** A few brand-coloured elements, so the chosen palette can be judged before saving. */
export function ThemePreview() {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" data-testid="theme-preview">
      <Card.Header>
        <Card.Title>{t('settings.preview')}</Card.Title>
        <Card.Description>{t('settings.previewHint')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand">{t('settings.previewButton')}</Button>
          <Button colorPalette="brand" variant="outline">
            {t('settings.previewButton')}
          </Button>
          <Button colorPalette="brand" variant="subtle">
            {t('settings.previewButton')}
          </Button>
          <Badge colorPalette="brand">{t('complaints.status.opened')}</Badge>
          <Badge colorPalette="brand" variant="solid">
            {t('complaints.status.pending')}
          </Badge>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
