import { Box, Button, CloseButton, Container, Drawer, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, Menu, Radio } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language';
import { ColorModeToggle } from '../../../components/ColorModeToggle';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { Logo } from '../../../components/Logo';
import { RouterLink } from '../../../components/RouterLink';
import type { Branch, SocialMedia, SportCategory } from '../api';
import { pick } from '../format';
import { BranchSelect } from './BranchSelect';
import { HoverMenu } from './HoverMenu';
import { isGroup, MAIN_MENU, type MenuGroup, type MenuLink } from './menu';
import { SocialLinks } from './SocialLinks';
import { MemberSignInButton } from '../../members/SignInButton';

function groupItems(group: MenuGroup, sports: SportCategory[], language: 'ar' | 'en', t: (k: string) => string): Array<{ key: string; label: string; to: string }> {
  const links: MenuLink[] = group.items;
  const fixed = links.map((l) => ({ key: l.label, label: t(l.label), to: l.to }));
  if (!group.sports) return fixed;
  // Every sport leads to coming-soon (spec §2).
  return [...fixed, ...sports.map((s) => ({ key: s.id, label: pick(s.name, language), to: '/coming-soon' }))];
}

export function Header({ branches, socials, sports }: { branches: Branch[]; socials: SocialMedia[]; sports: SportCategory[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
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
        <HStack justify="space-between" gap="3">
          <RouterLink to="/" _hover={{ textDecoration: 'none' }} aria-label={t('common.home')}>
            <Logo showBeta />
          </RouterLink>
          <HStack as="nav" aria-label={t('common.menu.main')} gap="0" hideBelow="md" wrap="wrap">
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
                <RouterLink key={entry.label} to={entry.to} nav px="3" py="1.5" fontSize="sm" fontWeight="medium" borderRadius="md" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} _currentPage={{ color: 'brand.fg' }}>
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
            <IconButton variant="ghost" size="sm" hideFrom="md" aria-label={t('common.menu.open')} onClick={() => setOpen(true)} data-testid="mobile-menu-button">
              <Menu aria-hidden />
            </IconButton>
          </HStack>
        </HStack>
      </Container>

      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('common.menu.main')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  <Stack gap="1">
                    <Text fontSize="sm" color="fg.muted">
                      {t('public.branch.label')}
                    </Text>
                    <BranchSelect branches={branches} size="md" />
                  </Stack>
                  <MemberSignInButton inDrawer />
                  <Stack as="nav" aria-label={t('common.menu.main')} gap="1">
                    {MAIN_MENU.map((entry) =>
                      isGroup(entry) ? (
                        <Box key={entry.label}>
                          <Button variant="ghost" width="full" justifyContent="space-between" aria-expanded={openGroup === entry.label} onClick={() => setOpenGroup((g) => (g === entry.label ? null : entry.label))}>
                            {t(entry.label)}
                            <ChevronDown aria-hidden style={{ transform: openGroup === entry.label ? 'rotate(180deg)' : undefined }} />
                          </Button>
                          <Stack hidden={openGroup !== entry.label} ps="4" gap="0" borderStartWidth="2px" ms="3" onClick={() => setOpen(false)}>
                            {groupItems(entry, sports, language, t).map((item) => (
                              <RouterLink key={item.key} to={item.to} py="2" px="2">
                                {item.label}
                              </RouterLink>
                            ))}
                          </Stack>
                        </Box>
                      ) : (
                        <RouterLink key={entry.label} to={entry.to} py="2" px="4" onClick={() => setOpen(false)}>
                          {t(entry.label)}
                        </RouterLink>
                      ),
                    )}
                    <RouterLink to="/live" py="2" px="4" onClick={() => setOpen(false)}>
                      {t('public.sections.live')}
                    </RouterLink>
                  </Stack>
                  <SocialLinks accounts={socials} />
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.menu.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
