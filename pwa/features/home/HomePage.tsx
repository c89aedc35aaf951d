import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('nav.home');
  return (
    <Box>
      <Box bg="brand.solid" color="brand.contrast" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <Stack gap="4" maxW="2xl">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              {t('common.welcome.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }}>{t('common.welcome.text')}</Text>
            <HStack>
              <Button asChild variant="solid" bg="white" color="brand.700" _hover={{ bg: 'gray.100' }}>
                <RouterLink to="/coming-soon">{t('nav.news')}</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
