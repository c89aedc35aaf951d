import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { LogIn, LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';

// In the public header, so in the first load: keep it this small. The modal,
// its steps and zod arrive only when the button is pressed.
const SignInModal = lazy(() => import('./SignInModal').then((m) => ({ default: m.SignInModal })));

/** Spec §9: the display name shows when under 25 characters. */
const MAX_SHOWN_NAME = 25;

export function MemberSignInButton() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  if (status === 'signedIn' && user) {
    const name = user.fullName || user.email;
    return (
      <HStack gap="0">
        {name.length < MAX_SHOWN_NAME && (
          <Text fontSize="sm" fontWeight="medium" hideBelow="sm" px="1" data-testid="member-name">
            {name}
          </Text>
        )}
        <IconButton variant="ghost" size="sm" aria-label={t('members.signOut')} title={t('members.signOut')} onClick={() => void signOut()} data-testid="member-sign-out">
          <LogOut aria-hidden />
        </IconButton>
      </HStack>
    );
  }
  return (
    <>
      <Button variant="ghost" size="sm" px={{ base: '2', sm: '3' }} aria-label={t('members.signIn')} onClick={() => setOpen(true)} data-testid="member-sign-in">
        <LogIn aria-hidden />
        <Box as="span" hideBelow="sm">
          {t('members.signIn')}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SignInModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
