import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isSocialProvider, socialSignInStart, type SocialProvider } from '../../../shared/signIn';
import { fetchSocialProviders } from '../../data/auth';
import { useLanguage } from '../../ui/language';
import { useLoad } from '../../ui/useLoad';

const LABEL_KEY: Record<SocialProvider, string> = { google: 'auth.signIn.withGoogle', facebook: 'auth.signIn.withFacebook' };

/**
 * "Or continue with": a button per provider the server has a client id for,
 * none when it has none (or cannot be asked, offline). Each is a plain link:
 * the whole page goes to the provider and back (docs/decisions.md, social sign-in).
 */
export function SocialSignIn({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useLoad('authSocialProviders', fetchSocialProviders, { quiet: true });
  const providers = (data ?? []).filter(isSocialProvider);
  if (!providers.length) return null;
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {t('auth.signIn.social')}
        </Text>
        <Separator flex="1" />
      </HStack>
      {providers.map((provider) => (
        <Button key={provider} asChild variant="outline">
          <a href={socialSignInStart(provider, language, redirect)}>{t(LABEL_KEY[provider])}</a>
        </Button>
      ))}
    </Stack>
  );
}
