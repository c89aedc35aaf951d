import { Box, Container, Flex, HStack, Image, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { LanguageToggle } from '../../components/LanguageToggle';
import { useBrand } from '../../components/useBrand';

/**
 * The equipment brand's own page for its customers (`/w/{serial}`, what a
 * label's QR code opens): the brand from the settings, the language and
 * colour toggles, the page, one line of footer. None of the club's menus: the
 * buyer of a filter came for its warranty, not for the club.
 */
export function BrandLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="2xl" py="3">
          <HStack justify="space-between" gap="3">
            <HStack gap="2" minW="0">
              <Image src="/icons/icon-192.png" alt="" width="32px" height="32px" />
              {brand ? (
                <Text as="span" fontWeight="bold" fontSize="lg" truncate data-testid="brand-name">
                  {brand}
                </Text>
              ) : (
                <Skeleton height="5" width="28" />
              )}
            </HStack>
            <HStack gap="1">
              <LanguageToggle />
              <ColorModeToggle />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <Box as="footer" py="5">
        <Container maxW="2xl">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t('warranty.footer', { brand: brand ?? '' })}
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
