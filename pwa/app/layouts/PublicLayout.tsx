import { Box, CloseButton, Container, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { LanguageToggle } from '../../components/LanguageToggle';
import { Logo } from '../../components/Logo';
import { RouterLink } from '../../components/RouterLink';

// The public site's main menu; sections land as the public-site issue builds them.
const MENU: Array<{ to: string; label: string }> = [
  { to: '/', label: 'nav.home' },
  { to: '/coming-soon', label: 'nav.news' },
  { to: '/coming-soon', label: 'nav.media' },
  { to: '/coming-soon', label: 'nav.clubServices' },
  { to: '/coming-soon', label: 'nav.sports' },
  { to: '/coming-soon', label: 'nav.administration' },
];

export function PublicLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex direction="column" minHeight="100dvh">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
        <Container maxW="7xl" py="2">
          <HStack justify="space-between" gap="4">
            <RouterLink to="/" _hover={{ textDecoration: 'none' }} aria-label={t('common.home')}>
              <Logo showBeta />
            </RouterLink>
            <HStack as="nav" aria-label={t('common.menu.main')} gap="1" hideBelow="md">
              {MENU.map((item) => (
                <RouterLink key={item.label} to={item.to} px="2" py="1" borderRadius="md" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
                  {t(item.label)}
                </RouterLink>
              ))}
            </HStack>
            <HStack gap="1">
              <LanguageToggle />
              <ColorModeToggle />
              <RouterLink to="/admin" hideBelow="sm" px="2" fontSize="sm">
                {t('common.backoffice')}
              </RouterLink>
              <IconButton variant="ghost" size="sm" hideFrom="md" aria-label={t('common.menu.open')} onClick={() => setOpen(true)}>
                <Menu aria-hidden />
              </IconButton>
            </HStack>
          </HStack>
        </Container>
      </Box>

      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('common.menu.main')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label={t('common.menu.main')} gap="2" onClick={() => setOpen(false)}>
                  {MENU.map((item) => (
                    <RouterLink key={item.label} to={item.to} py="2">
                      {t(item.label)}
                    </RouterLink>
                  ))}
                  <RouterLink to="/admin" py="2">
                    {t('common.backoffice')}
                  </RouterLink>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.menu.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box as="main" flex="1" id="main">
        <Outlet />
      </Box>

      <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="6">
        <Container maxW="7xl">
          <Stack gap="2" fontSize="sm" color="fg.muted">
            <Logo />
            <Text>{t('common.footer.about')}</Text>
            <Text>
              © {new Date().getFullYear()} {t('common.appTitle')}. {t('common.footer.rights')}
            </Text>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
