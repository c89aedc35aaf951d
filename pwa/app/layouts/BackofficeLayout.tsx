import { Box, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { DemoBanner } from '../../components/DemoBanner';
import { LanguageToggle } from '../../components/LanguageToggle';
import { Logo } from '../../components/Logo';
import { RouterLink } from '../../components/RouterLink';
import { ClockNotice } from '../../features/operations/ClockNotice';
import { FirstSyncProgress } from '../../features/operations/FirstSyncProgress';
import { SyncStatus } from '../../features/operations/SyncStatus';
import { useAccess } from '../../session/access';
import { UserMenu } from '../../features/auth/UserMenu';
import { menuFor } from '../../session/backofficeMenu';

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  // Entries the account cannot open are not shown; a group left empty goes too.
  const groups = menuFor(useAccess().caller);
  return (
    <Stack as="nav" aria-label={t('common.backoffice')} gap="4" onClick={onNavigate}>
      {groups.map((group) => (
        <Stack key={group.key} gap="0.5">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3">
            {t(`nav.groups.${group.key}`)}
          </Text>
          {group.entries.map((entry) => (
            <RouterLink
              key={entry.key}
              nav
              to={`/admin/${entry.path}`}
              px="3"
              py="1.5"
              borderRadius="md"
              fontSize="sm"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' } }}
            >
              {t(`nav.${entry.key}`)}
            </RouterLink>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The back-office frame (the account's device store is opened for the whole app: App.tsx). */
export function BackofficeLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex minHeight="100dvh">
      <Box
        as="aside"
        width="260px"
        flexShrink={0}
        borderEndWidth="1px"
        bg="bg.panel"
        py="4"
        hideBelow="md"
        overflowY="auto"
        maxHeight="100dvh"
        position="sticky"
        top="0"
      >
        <Box px="3" pb="4">
          <RouterLink to="/admin" _hover={{ textDecoration: 'none' }}>
            <Logo />
          </RouterLink>
        </Box>
        <SideMenu />
      </Box>
      <Flex direction="column" flex="1" minWidth="0">
        <HStack
          as="header"
          justify="space-between"
          borderBottomWidth="1px"
          px="4"
          py="2"
          bg="bg.panel"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <HStack minWidth="0">
            <IconButton variant="ghost" size="sm" hideFrom="md" aria-label={t('common.menu.open')} onClick={() => setOpen(true)}>
              <Menu aria-hidden />
            </IconButton>
            {/* A phone's bar keeps its room for the sync status and the account; the page's own heading says where it is. */}
            <Text fontWeight="semibold" truncate hideBelow="sm">
              {t('common.backoffice')}
            </Text>
          </HStack>
          <HStack gap="1">
            <SyncStatus />
            {/* Phones: the bar is too narrow for it; the drawer carries the link instead. */}
            <RouterLink to="/" fontSize="sm" px="2" hideBelow="sm">
              {t('common.publicSite')}
            </RouterLink>
            <LanguageToggle compact />
            <ColorModeToggle />
            <UserMenu />
          </HStack>
          <DemoBanner />
        </HStack>
        <FirstSyncProgress />
        <ClockNotice />
        {/* The demo's banner is pinned over the bottom: the page's end scrolls clear of it. */}
        <Box as="main" id="main" flex="1" p={{ base: '3', md: '6' }} css={{ '[data-demo] &': { paddingBottom: '3.5rem' } }}>
          <Outlet />
        </Box>
      </Flex>

      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content aria-label={t('common.menu.main')}>
              <Drawer.Header>
                <Logo />
              </Drawer.Header>
              <Drawer.Body>
                <SideMenu onNavigate={() => setOpen(false)} />
              </Drawer.Body>
              <Drawer.Footer justifyContent="start" hideFrom="sm">
                <RouterLink to="/" fontSize="sm" onClick={() => setOpen(false)}>
                  {t('common.publicSite')}
                </RouterLink>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.menu.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
