import { Box, Button, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Photo } from '../../../components/Photo';
import { Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { fetchSponsors } from '../../../data/public/site';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

// The form and its dialog load only when someone asks for them.
const ContactModal = lazy(() => import('./ContactModal').then((m) => ({ default: m.ContactModal })));

export function SponsorsStrip() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sponsors = useLoad('site:sponsors', (s) => fetchSponsors(s));
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" aria-labelledby="sponsors-title" bg="bg.muted" py="6">
      <Container maxW="7xl">
        <Stack direction={{ base: 'column', md: 'row' }} align="center" justify="space-between" gap="4">
          <Text id="sponsors-title" fontWeight="bold" fontSize="lg" flexShrink={0}>
            {t('public.sponsors.title')}
          </Text>
          <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" justify="center" flex="1">
            {(sponsors.data?.rows ?? []).map((s) => (
              <li key={s.id}>
                <Link href={s.link ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={pick(s.name, language)}>
                  <Photo src={s.logo ?? undefined} alt="" width="120px" height="60px" borderRadius="md" loading="lazy" />
                </Link>
              </li>
            ))}
          </HStack>
          <Button colorPalette="brand" onClick={() => setOpen(true)} flexShrink={0} data-testid="email-us">
            <Mail aria-hidden />
            {t('public.sponsors.emailUs')}
          </Button>
        </Stack>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <ContactModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
