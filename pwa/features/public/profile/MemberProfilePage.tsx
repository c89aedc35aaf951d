import { Alert, Badge, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LogIn, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileForm, registrationComplete } from '../../../components/users/ProfileForm';
import { RouterLink } from '../../../components/RouterLink';
import { UserDetails } from '../../../components/users/UserParts';
import { formatDate } from '../../../components/useFormatters';
import { usePageTitle } from '../../../components/usePageTitle';
import { useLanguage } from '../../../ui/language';
import { useSession } from '../../../session/session';
import { openMemberSignIn } from '../../members';
import { Section } from '../components/Section';
import { MemberActivity } from './MemberActivity';

/**
 * The member's own page (public spec §2 /profile): their details, their
 * membership category and id number, and the form that changes them (names,
 * phone, avatar: the spec's profile update); below, their activity (warranties
 * registered, complaints filed). Signed out, it offers sign-in.
 */
export function MemberProfilePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status, user, setUser } = useSession();
  const [editing, setEditing] = useState(false);
  usePageTitle('public.sections.profile');

  if (status !== 'signedIn' || !user)
    return (
      <Section titleKey="public.sections.profile">
        <Stack align="center" textAlign="center" py="10" gap="4">
          {status === 'loading' ? (
            <Spinner role="status" aria-label={t('common.loading')} />
          ) : (
            <>
              <UserRound size={48} aria-hidden />
              <Text color="fg.muted">{t('public.profile.signInFirst')}</Text>
              <Button colorPalette="brand" onClick={openMemberSignIn}>
                <LogIn aria-hidden /> {t('public.member.signIn')}
              </Button>
            </>
          )}
        </Stack>
      </Section>
    );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      {editing ? (
        <Stack gap="5">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('auth.profile.edit')}
          </Heading>
          <ProfileForm
            user={user}
            member
            onSaved={(saved) => {
              setUser(saved);
              setEditing(false);
            }}
            cancel={
              <Button variant="outline" onClick={() => setEditing(false)}>
                {t('auth.profile.cancel')}
              </Button>
            }
          />
        </Stack>
      ) : (
        <Stack gap="5">
          {!registrationComplete(user) && (
            <Alert.Root status="info" data-testid="complete-registration">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('auth.complete.text')}</Alert.Title>
              </Alert.Content>
              <RouterLink to="/auth/update-account-roles" fontWeight="medium" whiteSpace="nowrap">
                {t('auth.complete.title')}
              </RouterLink>
            </Alert.Root>
          )}
          <UserDetails
            user={user}
            heading={user.fullName || user.email}
            actions={
              <Button colorPalette="brand" onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> {t('auth.profile.edit')}
              </Button>
            }
            rows={[
              [
                t('auth.fields.email'),
                <span key="e" dir="ltr">
                  {user.email}
                </span>,
              ],
              [
                t('public.profile.emailState'),
                <Badge key="v" colorPalette={user.emailVerified ? 'green' : 'orange'}>
                  {t(user.emailVerified ? 'public.profile.verified' : 'public.profile.unverified')}
                </Badge>,
              ],
              [t('auth.fields.phoneNumber'), user.phoneNumber && <span dir="ltr">{user.phoneNumber}</span>],
              [t('auth.fields.idNumber'), user.idNumber && <span dir="ltr">{user.idNumber}</span>],
              [t('auth.fields.userCategory'), user.userCategory && t(`auth.userCategory.${user.userCategory}`)],
              [t('public.profile.memberSince'), formatDate(user.createdAt, language)],
            ]}
          />
          <MemberActivity userId={user.id} />
        </Stack>
      )}
    </Container>
  );
}
