import { Box, Button, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { LogIn, LogOut } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { withFullApp } from '../../ui/lazyRoute';
import { useSession } from '../../session/session';
import { RouterLink } from '../../components/RouterLink';
import { closeSignIn, openSignIn, useSignInOpen } from './signInStore';

// In the public header, so in the first load: keep it this small. The modal,
// its steps and zod arrive only when a sign-in button is pressed.
const SignInModal = lazy(() => withFullApp(import('./SignInModal')).then((m) => ({ default: m.SignInModal })));

/** Spec §9: the display name shows when under 25 characters. */
const MAX_SHOWN_NAME = 25;

const noSubscription = () => () => undefined;
/** False in the server's render and while hydrating, true after: the server's page never shows the session as loading. */
const useStarted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The member's way in (or their name and sign-out once in). The header bar's
 * copy shows from the `sm` breakpoint and hosts the modal; the mobile
 * drawer's copy (`inDrawer`) only opens it.
 */
export function MemberSignInButton({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  const open = useSignInOpen();
  // Spec public §4: while the current user is being asked for, the button says so. It stays enabled: the click that
  // started the app on a server's page is replayed on it (pwa/boot.ts), and a disabled button would drop it.
  const checking = useStarted() && status === 'loading';
  const signedIn = status === 'signedIn' && user;
  const name = signedIn ? user.firstName || user.email.split('@')[0] || '' : '';

  const control = signedIn ? (
    <HStack gap="1" minWidth="0" justify={inDrawer ? 'space-between' : undefined}>
      {name.length < MAX_SHOWN_NAME && (
        // The name opens the member's own page.
        <RouterLink to="/profile" color="fg" minWidth="0" title={user.fullName ?? undefined}>
          <Text
            fontSize="sm"
            fontWeight="medium"
            truncate
            maxWidth={inDrawer ? undefined : '32'}
            data-testid={inDrawer ? undefined : 'member-name'}
          >
            {name}
          </Text>
        </RouterLink>
      )}
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('public.member.signOut')}
        title={t('public.member.signOut')}
        onClick={() => void signOut()}
        data-testid={inDrawer ? undefined : 'member-sign-out'}
      >
        <LogOut aria-hidden />
      </IconButton>
    </HStack>
  ) : (
    <Button
      variant={inDrawer ? 'outline' : 'ghost'}
      size="sm"
      width={inDrawer ? 'full' : undefined}
      aria-busy={checking || undefined}
      onClick={openSignIn}
      data-testid={inDrawer ? undefined : 'member-sign-in'}
    >
      {checking ? <Spinner size="xs" aria-hidden /> : <LogIn aria-hidden />}
      {t('public.member.signIn')}
    </Button>
  );

  if (inDrawer) return control;
  return (
    <>
      <Box hideBelow="sm">{control}</Box>
      {open && (
        <Suspense fallback={null}>
          <SignInModal open={open} onClose={closeSignIn} />
        </Suspense>
      )}
    </>
  );
}
