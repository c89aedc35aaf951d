import { Card, Heading } from '@chakra-ui/react';
import { useLanguage } from '../../../ui/language';
import { fetchLive } from '../../../data/public/club';
import { SafeHtml } from '../components/SafeHtml';
import { CardGrid, Section } from '../components/Section';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function LivePage() {
  const language = useLanguage();
  const { data, loading } = useLoad('live', (s) => fetchLive(s));
  return (
    <Section titleKey="public.sections.live">
      <CardGrid
        loading={loading}
        items={data?.rows}
        columns={{ base: 1 }}
        render={(live) => (
          <Card.Root variant="outline">
            <Card.Body gap="3">
              <Heading as="h2" size="lg">
                {pick(live.title, language)}
              </Heading>
              <SafeHtml html={pick(live.html, language)} />
            </Card.Body>
          </Card.Root>
        )}
      />
    </Section>
  );
}
