import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { Logo } from '../../../components/Logo';
import { RouterLink } from '../../../components/RouterLink';
import type { Branch } from '../../../data/public/branches';
import type { SocialMedia, SportCategory } from '../../../data/public/site';
import { pick } from '../../../components/useFormatters';
import { CLUB_SERVICES } from './menu';
import { SocialLinks } from './SocialLinks';
import { DistributorLink } from '../../members';

function Column({ title, links }: { title: string; links: Array<{ key: string; label: string; to: string }> }) {
  return (
    <Stack gap="2" as="nav" aria-label={title}>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1.5" fontSize="sm">
        {links.map((l) => (
          <li key={l.key}>
            <RouterLink to={l.to} color="fg.muted">
              {l.label}
            </RouterLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function Footer({ branches, socials, sports }: { branches: Branch[]; socials: SocialMedia[]; sports: SportCategory[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="10">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 5 }} gap="8">
          <Stack gap="3">
            <Logo />
            <Text fontSize="sm" color="fg.muted">
              {t('public.footer.description')}
            </Text>
            <SocialLinks accounts={socials} />
          </Stack>
          <Column
            title={t('public.menu.sports')}
            links={sports.map((s) => ({ key: s.id, label: pick(s.name, language), to: '/coming-soon' }))}
          />
          <Column title={t('public.footer.services')} links={CLUB_SERVICES.map((l) => ({ key: l.label, label: t(l.label), to: l.to }))} />
          <Column
            title={t('public.sections.media')}
            links={[
              { key: 'photos', label: t('public.footer.photos'), to: '/media' },
              { key: 'videos', label: t('public.footer.videos'), to: '/media' },
            ]}
          />
          <Column
            title={t('public.sections.branches')}
            links={branches.map((b) => ({ key: b.id, label: pick(b.name, language), to: `/branch/${b.id}` }))}
          />
        </SimpleGrid>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          borderTopWidth="1px"
          mt="8"
          pt="4"
          fontSize="sm"
          color="fg.muted"
          gap="2"
        >
          <Text>
            © {new Date().getFullYear()} {t('common.appTitle')}. {t('common.footer.rights')}
          </Text>
          <Stack direction="row" gap="4">
            <RouterLink to="/privacy-policy" color="fg.muted">
              {t('public.sections.privacyPolicy')}
            </RouterLink>
            <RouterLink to="/terms-and-conditions" color="fg.muted">
              {t('public.sections.terms')}
            </RouterLink>
            <DistributorLink />
            <RouterLink to="/admin" color="fg.muted">
              {t('common.backoffice')}
            </RouterLink>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
