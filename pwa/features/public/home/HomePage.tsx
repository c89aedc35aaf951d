import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Photo } from '../../../components/Photo';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { RouterLink } from '../../../components/RouterLink';
import { usePageTitle } from '../../../components/usePageTitle';
import { fetchBranches } from '../../../data/public/branches';
import { fetchNextMatch } from '../../../data/public/club';
import { fetchNewsPage } from '../../../data/public/news';
import { useCurrentBranch } from '../branch';
import { AdBanner } from '../components/AdBanner';
import { Countdown } from '../components/Countdown';
import { CardGrid } from '../components/Section';
import { formatDateTime, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';
import { NewsCard } from '../news/NewsCard';

function NextMatch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading } = useLoad('match:next', (s) => fetchNextMatch(s));
  // Holds the card's place while loading so the hero does not grow afterwards.
  if (loading) return <Skeleton height="290px" borderRadius="l3" aria-hidden />;
  if (!data) return null;
  return (
    <Card.Root variant="elevated" as="section" aria-labelledby="next-match">
      <Card.Body gap="3" textAlign="center" alignItems="center">
        <Heading id="next-match" as="h2" size="lg">
          {t('public.home.nextMatch')}
        </Heading>
        <HStack gap="3" justify="center">
          {data.teamLogo && <Photo src={data.teamLogo} alt="" width="48px" height="48px" borderRadius="full" />}
          <Text fontWeight="semibold">
            {t('public.home.against', { team: pick(data.teamName, language) })} ·{' '}
            {t(`public.home.matchType.${data.matchType === 'basketball' ? 'basketball' : 'football'}`)}
          </Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {formatDateTime(data.matchDate, language)}
        </Text>
        <Countdown to={data.matchDate} label={t('public.home.nextMatch')} />
      </Card.Body>
    </Card.Root>
  );
}

function BranchChoice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { branch, setBranch } = useCurrentBranch();
  const { data } = useLoad('site:branches', (s) => fetchBranches(s));
  return (
    <Stack as="section" aria-labelledby="branch-choice" gap="4">
      <Heading id="branch-choice" as="h2" size="xl">
        {t('public.home.chooseBranch')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(data?.rows ?? []).map((b) => (
          <Button
            key={b.id}
            variant={branch === b.slug ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={branch === b.slug}
            onClick={() => setBranch(b.slug)}
            height="auto"
            py="3"
            whiteSpace="normal"
          >
            {pick(b.name, language)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle('common.home');
  const news = useLoad('news:1', (s) => fetchNewsPage(1, s));
  return (
    <Box>
      <Box bg="brand.solid" color="brand.contrast" py={{ base: '10', md: '16' }}>
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="center">
            <Stack gap="4">
              <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
                {t('common.welcome.title')}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }}>{t('common.welcome.text')}</Text>
              <HStack>
                <Button asChild variant="solid" bg="white" color="brand.700" _hover={{ bg: 'gray.100' }}>
                  <RouterLink to="/news">{t('public.sections.news')}</RouterLink>
                </Button>
              </HStack>
            </Stack>
            <Box color="fg">
              <NextMatch />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="10">
          <AdBanner position="home-top" />
          <Stack as="section" aria-labelledby="latest-news" gap="4">
            <HStack justify="space-between">
              <Heading id="latest-news" as="h2" size="xl">
                {t('public.home.latestNews')}
              </Heading>
              <RouterLink to="/news" display="inline-flex" alignItems="center" gap="1">
                {t('public.home.allNews')}
                <ArrowLeft size={16} aria-hidden style={{ transform: language === 'ar' ? undefined : 'scaleX(-1)' }} />
              </RouterLink>
            </HStack>
            <CardGrid loading={news.loading} items={news.data?.rows} render={(n) => <NewsCard news={n} />} />
          </Stack>
          <BranchChoice />
        </Stack>
      </Container>
    </Box>
  );
}
