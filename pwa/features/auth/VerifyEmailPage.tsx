import { Button, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { chooseErrorMessage } from '../../ui/errors/errorHandler';
import { RouterLink } from '../../components/RouterLink';
import { useSession } from '../../session/session';
import { verifyEmail } from '../../data/auth';
import { AuthForm } from './AuthForm';
import { homeOf } from '../../session/guards';

/** Reached from the verification mail: /auth/verify-email?token=… */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { user, setUser } = useSession();
  const [params] = useSearchParams();
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  const started = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    verifyEmail(params.get('token') ?? '')
      .then((verified) => {
        setState({ done: true, error: null });
        if (user && user.id === verified.id) setUser(verified);
      })
      .catch((err: unknown) => setState({ done: true, error: chooseErrorMessage(err, t) }));
  }, [params, t, user, setUser]);

  return (
    <AuthForm
      titleKey="auth.verify.title"
      title={t('auth.verify.title')}
      error={state.error}
      success={state.done && !state.error ? t('auth.verify.success') : null}
    >
      {!state.done && <Spinner aria-label={t('auth.verify.verifying')} />}
      {state.done && (
        <Button asChild colorPalette="brand">
          <RouterLink to={user ? homeOf(user) : '/auth/signin'}>{t('auth.verify.continue')}</RouterLink>
        </Button>
      )}
    </AuthForm>
  );
}
