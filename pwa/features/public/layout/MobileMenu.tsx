import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { RouterLink } from '../../../components/RouterLink';
import type { Branch } from '../../../data/public/branches';
import type { SocialMedia, SportCategory } from '../../../data/public/site';
import { BranchSelect } from './BranchSelect';
import { MemberSignInButton } from '../../members';
import { groupItems, isGroup, MAIN_MENU } from './menu';
import { SocialLinks } from './SocialLinks';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  branches: Branch[];
  socials: SocialMedia[];
  sports: SportCategory[];
}

/** The phone's slide-in menu with sub-menus and the branch selector (spec §2); loaded when first opened. */
export default function MobileMenu({ open, onOpenChange, branches, socials, sports }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end">
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
                        <Button
                          variant="ghost"
                          width="full"
                          justifyContent="space-between"
                          aria-expanded={openGroup === entry.label}
                          onClick={() => setOpenGroup((g) => (g === entry.label ? null : entry.label))}
                        >
                          {t(entry.label)}
                          <ChevronDown aria-hidden style={{ transform: openGroup === entry.label ? 'rotate(180deg)' : undefined }} />
                        </Button>
                        <Stack hidden={openGroup !== entry.label} ps="4" gap="0" borderStartWidth="2px" ms="3" onClick={close}>
                          {groupItems(entry, sports, language, t).map((item) => (
                            <RouterLink key={item.key} to={item.to} py="2" px="2">
                              {item.label}
                            </RouterLink>
                          ))}
                        </Stack>
                      </Box>
                    ) : (
                      <RouterLink key={entry.label} to={entry.to} py="2" px="4" onClick={close}>
                        {t(entry.label)}
                      </RouterLink>
                    ),
                  )}
                  <RouterLink to="/live" py="2" px="4" onClick={close}>
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
  );
}
