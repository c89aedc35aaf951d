import { Button, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { chooseErrorMessage } from '../../ui/errors/errorHandler';
import { localized } from '../../lib/languagePath';
import { useLanguage } from '../../ui/language';
import { useSession } from '../../session/session';
import { verifyEmail } from '../../data/auth';
import { AuthForm, useAuthAction } from './AuthForm';
import { homeOf } from '../../session/guards';

/** Reached from the verification mail: /auth/verify-email?token=… */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { user, setUser, reload } = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  const proceed = useAuthAction();
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
      error={state.error ?? proceed.error}
      success={state.done && !state.error ? t('auth.verify.success') : null}
    >
      {!state.done && <Spinner role="status" aria-label={t('auth.verify.verifying')} />}
      {state.done && (
        // The account is read again first: the session may have loaded after the link was
        // followed, with the address still unverified, and its roles wait on it.
        <Button
          colorPalette="brand"
          loading={proceed.busy}
          onClick={() =>
            void proceed.run(async () => {
              const me = await reload();
              void navigate(localized(language, me ? homeOf(me) : '/auth/signin'), { replace: true });
            })
          }
        >
          {t('auth.verify.continue')}
        </Button>
      )}
    </AuthForm>
  );
}
