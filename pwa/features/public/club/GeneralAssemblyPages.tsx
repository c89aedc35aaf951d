import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { RouterLink } from '../../../components/RouterLink';
import { fetchGeneralAssembly, fetchGeneralAssemblyPage, type GeneralAssembly } from '../../../data/public/club';
import { Detail } from '../components/Detail';
import { Pager, usePageParam } from '../components/Pager';
import { CardGrid, Section } from '../components/Section';
import { formatDate, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

function Download({ doc }: { doc: GeneralAssembly }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!doc.pdf?.publicUrl) return null;
  return (
    <Button asChild size="sm" colorPalette="brand" variant="outline" position="relative" zIndex="1">
      <a
        href={doc.pdf.publicUrl}
        download={doc.pdf.name ?? undefined}
        aria-label={`${t('public.generalAssembly.download')}: ${pick(doc.title, language)}`}
      >
        <FileDown aria-hidden />
        {t('public.generalAssembly.download')}
      </a>
    </Button>
  );
}

export function GeneralAssemblyListPage() {
  const language = useLanguage();
  const [page, setPage] = usePageParam();
  const { data, loading } = useLoad(`assemblies:${page}`, (s) => fetchGeneralAssemblyPage(page, s));
  return (
    <Section titleKey="public.sections.generalAssembly">
      <CardGrid
        loading={loading}
        items={data?.rows}
        columns={{ base: 1, md: 2 }}
        render={(doc) => (
          <Card.Root variant="outline" height="100%">
            <Card.Body gap="2">
              <RouterLink to={`/general-assembly/${doc.id}`} fontWeight="semibold" fontSize="lg">
                <Text as="h2">{pick(doc.title, language)}</Text>
              </RouterLink>
              <Text color="fg.muted">{pick(doc.description, language)}</Text>
              <HStack justify="space-between">
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(doc.createdAt, language)}
                </Text>
                <Download doc={doc} />
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}

export function GeneralAssemblyDetailPage() {
  const { id = '' } = useParams();
  const language = useLanguage();
  const { data, loading } = useLoad(`assembly/${id}`, (s) => fetchGeneralAssembly(id, s));
  return (
    <Detail
      loading={loading}
      found={Boolean(data)}
      backTo="/general-assembly"
      backKey="public.sections.generalAssembly"
      title={pick(data?.title, language)}
    >
      {data && (
        <Stack gap="4" align="start">
          <Text fontSize="lg">{pick(data.description, language)}</Text>
          <Download doc={data} />
        </Stack>
      )}
    </Detail>
  );
}
