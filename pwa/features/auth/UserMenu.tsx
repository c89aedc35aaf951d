import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { useSession } from '../../session/session';
import { localized } from '../../lib/languagePath';
import { UserAvatar } from '../../components/users/UserParts';
import { useConfirm } from '../../components/ConfirmDialog';
import { useLocalDatabase } from '../../data/LocalDataProvider';
import { useOutbox } from '../../data/device/outbox';
import { countQueued } from '../../data/device/store';

/** Top-bar menu of the signed-in user: My Profile and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  // The device database is the account's own: its queued actions wait there for the next sign-in.
  const queued = useOutbox(useLocalDatabase()).queued.length;
  const { confirm, dialog } = useConfirm();
  if (!user) return null;

  async function signOutNow() {
    if (!user) return;
    // Counted in the account's store at the tap: the live count above is empty while the store (re)opens, and the
    // warning must not be skipped then.
    const waiting = await countQueued(user.id).catch(() => queued);
    if (
      waiting &&
      !(await confirm({
        title: t('auth.signOutQueuedTitle'),
        text: t('auth.signOutQueued', { count: waiting }),
        confirmLabel: t('common.user.signOut'),
      }))
    )
      return;
    // Offline the session's sign-out stays pending and ends here all the same; any other failure still ends it here.
    await signOut().catch(() => undefined);
    await navigate(localized(language, '/auth/signin'));
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={t('common.user.menu')}>
            <UserAvatar user={user} size="sm" />
            <Text hideBelow="md" maxW="40" truncate>
              {user.fullName ?? user.email}
            </Text>
            <ChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Text px="2" py="1" fontSize="xs" color="fg.muted">
                {t('auth.signedInAs', { email: user.email })}
              </Text>
              <Menu.Item value="profile" onSelect={() => void navigate(localized(language, '/admin/profile'))}>
                <UserRound aria-hidden />
                {t('common.user.profile')}
              </Menu.Item>
              <Menu.Item value="signOut" onSelect={() => void signOutNow()}>
                <LogOut aria-hidden />
                {t('common.user.signOut')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog}
    </>
  );
}
