import { Heading, Stack, Text } from '@chakra-ui/react';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { Section } from '../components/Section';
import { formatDate } from '../../../components/useFormatters';

// Legal texts are i18n strings: public.legal.<page>.sections[] of { title, text }.
function Legal({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sections = t(`public.legal.${page}.sections`, { returnObjects: true }) as Array<{ title: string; text: string }>;
  return (
    <Section titleKey={page === 'privacy' ? 'public.sections.privacyPolicy' : 'public.sections.terms'}>
      <Text color="fg.muted">{t('public.legal.effective', { date: formatDate('2021-11-01T00:00:00+02:00', language) })}</Text>
      <Stack gap="5" maxW="3xl">
        {(Array.isArray(sections) ? sections : []).map((s) => (
          <Stack key={s.title} gap="2">
            <Heading as="h2" size="lg">
              {s.title}
            </Heading>
            <Text lineHeight="tall">{s.text}</Text>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}

export const PrivacyPolicyPage = () => <Legal page="privacy" />;
export const TermsPage = () => <Legal page="terms" />;

function Placeholder({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <Section titleKey={titleKey}>
      <Stack align="center" textAlign="center" py="10" gap="3">
        <Hourglass size={48} aria-hidden />
        <Text color="fg.muted">{t(textKey)}</Text>
      </Stack>
    </Section>
  );
}

/** Listed as public by the spec; its content is not shown there. */
export const FirstTeamPage = () => <Placeholder titleKey="public.sections.firstTeam" textKey="common.comingSoon.text" />;
