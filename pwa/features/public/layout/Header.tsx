import { Box, Button, Container, HStack, IconButton } from '@chakra-ui/react';
import { Menu, Radio } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { ColorModeToggle } from '../../../components/ColorModeToggle';
import { DemoBanner } from '../../../components/DemoBanner';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { Logo } from '../../../components/Logo';
import { RouterLink } from '../../../components/RouterLink';
import type { Branch } from '../../../data/public/branches';
import type { SocialMedia, SportCategory } from '../../../data/public/site';
import { BranchSelect } from './BranchSelect';
import { HoverMenu } from './HoverMenu';
import { groupItems, isGroup, MAIN_MENU } from './menu';
import { SocialLinks } from './SocialLinks';
import { MemberSignInButton } from '../../members';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function Header({ branches, socials, sports }: { branches: Branch[]; socials: SocialMedia[]; sports: SportCategory[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // null until the menu is first opened: the slide-in menu is loaded then.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Box bg="brand.solid" color="brand.contrast" hideBelow="md">
        <Container maxW="7xl" py="1">
          <HStack justify="space-between" gap="3">
            <SocialLinks accounts={socials} />
            <HStack gap="2">
              <BranchSelect branches={branches} />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container maxW="7xl" py="2">
        <HStack justify="space-between" gap="3" data-testid="header-row">
          <RouterLink to="/" _hover={{ textDecoration: 'none' }} aria-label={t('common.home')}>
            <Logo showBeta />
          </RouterLink>
          {/* One line or none: below 1440 px the menu button opens the same entries (English needs about 1,150 px for them). */}
          <HStack as="nav" aria-label={t('common.menu.main')} gap="0" hideBelow="lg" wrap="nowrap" whiteSpace="nowrap">
            {MAIN_MENU.map((entry) =>
              isGroup(entry) ? (
                <HoverMenu key={entry.label} label={t(entry.label)}>
                  {groupItems(entry, sports, language, t).map((item) => (
                    <li key={item.key}>
                      <RouterLink to={item.to} display="block" px="4" py="2" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
                        {item.label}
                      </RouterLink>
                    </li>
                  ))}
                </HoverMenu>
              ) : (
                <RouterLink
                  key={entry.label}
                  to={entry.to}
                  nav
                  px="3"
                  py="1.5"
                  fontSize="sm"
                  fontWeight="medium"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  _currentPage={{ color: 'brand.fg' }}
                >
                  {t(entry.label)}
                </RouterLink>
              ),
            )}
          </HStack>
          <HStack gap="1">
            <Button asChild variant="ghost" size="sm" colorPalette="red" hideBelow="sm">
              <RouterLink to="/live" _hover={{ textDecoration: 'none' }}>
                <Radio aria-hidden />
                {t('public.sections.live')}
              </RouterLink>
            </Button>
            <MemberSignInButton />
            <LanguageToggle />
            <ColorModeToggle />
            <IconButton
              variant="ghost"
              size="sm"
              hideFrom="lg"
              aria-label={t('common.menu.open')}
              onClick={() => setOpen(true)}
              data-testid="mobile-menu-button"
            >
              <Menu aria-hidden />
            </IconButton>
          </HStack>
        </HStack>
      </Container>

      {/* The slide-in menu (zag's dialog machine) loads on the first tap of the menu button. */}
      {open !== null && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} branches={branches} socials={socials} sports={sports} />
        </Suspense>
      )}
      <DemoBanner />
    </Box>
  );
}
