import { Alert, Button, Checkbox, HStack, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../ui/language';
import { FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { useSession } from '../../session/session';
import { knownEmail } from '../../session/offlineUnlock';
import { readStored } from '../../lib/storage';
import { localized } from '../../lib/languagePath';
import { AuthForm, AuthSwitch, useAuthAction } from './AuthForm';
import { homeOf } from '../../session/guards';
import { safeRedirect } from '../../../shared/signIn';
import { AuthCodeError, chooseErrorMessage } from '../../ui/errors/errorHandler';
import { SocialSignIn } from './SocialSignIn';
import { offersSignInLink, SignInLinkOffer } from './SignInLinkOffer';
import { getAccessToken } from '../../data/accessToken';
import { showSuccess } from '../../ui/toaster';

/** The PWA runs installed (its own window, from the home screen), not in a browser tab. */
function isInstalledApp(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Work the last account left on this phone, unsent (issue 41 point 3: after a browser restart offline the seller met a
 * bare form while 27 sales waited): said above the form, with that account's address filled in.
 */
function useWaitingOnDevice(): { count: number; email: string | null } | null {
  const [waiting, setWaiting] = useState<{ count: number; email: string | null } | null>(null);
  useEffect(() => {
    const userId = readStored('userId');
    if (!userId) return;
    let cancelled = false;
    void import('../../data/device/store')
      .then(({ countQueued }) => countQueued(userId))
      .then(
        (count) => !cancelled && count > 0 && setWaiting({ count, email: knownEmail(userId) }),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, []);
  return waiting;
}

export function SignInPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Remembered by default in the installed app (a seller's own phone at the counter); a browser tab asks.
  const [rememberMe, setRememberMe] = useState(isInstalledApp);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAuthAction();
  // The address the account's wait holds this device for: a mailed sign-in link is offered instead of an error.
  const [held, setHeld] = useState<string | null>(null);
  // A social sign-in that came back without a session says why (auth/<code>, as the server put it).
  const returned = params.get('error');
  const socialError = returned?.startsWith('auth/') ? chooseErrorMessage(new AuthCodeError(returned), t) : null;
  const redirect = safeRedirect(params.get('redirect'));
  const waiting = useWaitingOnDevice();
  useEffect(() => {
    if (waiting?.email) setEmail((typed) => typed || (waiting.email ?? ''));
  }, [waiting]);

  async function submit() {
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = t('auth.required.email');
    if (!password) missing.password = t('auth.required.password');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setHeld(null);
    await run(async () => {
      const user = await signIn(email.trim(), password, rememberMe).catch((err: unknown) => {
        if (!offersSignInLink(err)) throw err;
        setHeld(email.trim());
        return null;
      });
      if (!user) return;
      // Opened on the device without a connection (no token yet): said once, the work goes out when the network is back.
      if (getAccessToken() === null) showSuccess(t('auth.offline.unlocked'));
      const target = user.roles.length && redirect ? redirect : homeOf(user);
      void navigate(localized(language, target), { replace: true });
    });
  }

  return (
    <AuthForm titleKey="auth.signIn.title" title={t('auth.signIn.title')} error={error ?? socialError} onSubmit={() => void submit()}>
      {waiting && (
        <Alert.Root status="warning" data-testid="waiting-on-device" data-count={waiting.count}>
          <Alert.Indicator />
          <Alert.Description>
            {waiting.email
              ? t('auth.waitingOnDevice.forAccount', { count: waiting.count, email: waiting.email })
              : t('auth.waitingOnDevice.any', { count: waiting.count })}
          </Alert.Description>
        </Alert.Root>
      )}
      {held && <SignInLinkOffer email={held} />}
      <FormField label={t('auth.fields.email')} error={errors.email} required>
        <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label={t('auth.fields.password')} error={errors.password} required>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <HStack justify="space-between">
        <Checkbox.Root checked={rememberMe} onCheckedChange={(e) => setRememberMe(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('auth.fields.rememberMe')}</Checkbox.Label>
        </Checkbox.Root>
        <RouterLink to="/auth/forgot-password" fontSize="sm">
          {t('auth.signIn.forgot')}
        </RouterLink>
      </HStack>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {t('auth.signIn.submit')}
      </Button>
      <SocialSignIn redirect={redirect} />
      <AuthSwitch question={t('auth.signIn.noAccount')} to="/signup" label={t('auth.signIn.signUp')} />
    </AuthForm>
  );
}
