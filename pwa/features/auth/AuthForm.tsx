import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseErrorMessage } from '../../ui/errors/errorHandler';
import { RouterLink } from '../../components/RouterLink';
import { usePageTitle } from '../../components/usePageTitle';

/** An auth screen's one action: `busy` while it runs; a failure becomes the form's error alert, in the spec's words. */
export function useAuthAction(): { busy: boolean; error: string | null; run(action: () => Promise<unknown>): Promise<void> } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(chooseErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

/** The frame of every auth screen: a title, an optional error alert, the fields. */
export function AuthForm({
  titleKey,
  title,
  text,
  error,
  success,
  onSubmit,
  children,
}: {
  titleKey: string;
  title: string;
  text?: string;
  error?: string | null;
  success?: string | null;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  usePageTitle(titleKey);
  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit?.(e);
      }}
    >
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {text && <Text color="fg.muted">{text}</Text>}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {success && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{success}</Alert.Title>
          </Alert.Root>
        )}
        {children}
      </Stack>
    </form>
  );
}

/** The way to the other form under the button: "No account yet? Sign up", "Have an account? Sign in". */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Stack direction="row" gap="1" fontSize="sm">
      <Text color="fg.muted">{question}</Text>
      <RouterLink to={to}>{label}</RouterLink>
    </Stack>
  );
}
