import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from '../../lib/graphql';
import { sendSignInLink } from '../../data/auth';
import { chooseErrorMessage } from '../../ui/errors/errorHandler';

/** The server's answer when failed guesses hold the account for new devices: it offers a mailed sign-in link. */
export function offersSignInLink(err: unknown): boolean {
  return err instanceof GraphQLRequestError && err.graphQLErrors[0]?.extensions?.signInLink === true;
}

/**
 * Said instead of the bare "too many attempts" (issue 42 point 4): this device waits, the account's known devices do
 * not, and a one-time link by mail lets this one in now.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setState('sending');
    setError(null);
    try {
      await sendSignInLink(email);
      setState('sent');
    } catch (err) {
      setError(chooseErrorMessage(err, t));
      setState('idle');
    }
  }

  return (
    <Alert.Root status="warning" data-testid="sign-in-link-offer">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Description>{t('auth.signInLink.held')}</Alert.Description>
        {state === 'sent' ? (
          <Alert.Description role="status">{t('auth.signInLink.sent', { email })}</Alert.Description>
        ) : (
          <Button alignSelf="start" size="sm" variant="outline" loading={state === 'sending'} onClick={() => void send()}>
            {t('auth.signInLink.send')}
          </Button>
        )}
        {error && <Alert.Description role="alert">{error}</Alert.Description>}
      </Stack>
    </Alert.Root>
  );
}
