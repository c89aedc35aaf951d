import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ProfileForm, REGISTRATION_FIELDS } from '../../components/users/ProfileForm';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';
import { localized } from '../../lib/languagePath';
import { useLanguage } from '../../ui/language';
import { useSession } from '../../session/session';

/**
 * Spec §2 /auth/update-account-roles and /auth/edit-profile: the signed-in
 * member's details. Completing a registration asks for the phone, id number
 * and membership category (public spec §4); both go to the member's page.
 */
export function MemberDetailsPage({ complete }: { complete: boolean }) {
  const { t } = useTranslation();
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const key = complete ? 'auth.complete.title' : 'auth.profile.edit';
  usePageTitle(key);
  if (!user) return null;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(key)}
      </Heading>
      {complete && <Text color="fg.muted">{t('auth.complete.text')}</Text>}
      <ProfileForm
        user={user}
        member
        required={complete ? REGISTRATION_FIELDS : []}
        onSaved={(saved) => {
          setUser(saved);
          void navigate(localized(language, '/profile'));
        }}
        cancel={
          <Button asChild variant="outline">
            <RouterLink to="/profile">{t('auth.profile.cancel')}</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}
