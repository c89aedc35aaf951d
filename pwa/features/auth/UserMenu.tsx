import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { useSession } from '../../session/session';
import { localized } from '../../lib/languagePath';
import { UserAvatar } from '../../components/users/UserParts';

/** Top-bar menu of the signed-in user: My Profile and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  if (!user) return null;
  return (
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
            <Menu.Item value="signOut" onSelect={() => void signOut().then(() => navigate(localized(language, '/auth/signin')))}>
              <LogOut aria-hidden />
              {t('common.user.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
