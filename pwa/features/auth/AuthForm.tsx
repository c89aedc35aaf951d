import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { usePageTitle } from '../../components/usePageTitle';

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
