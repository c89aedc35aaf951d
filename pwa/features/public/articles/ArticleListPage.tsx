import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { fetchArticlePage, fetchCategories } from '../../../data/public/news';
import { ContentCard } from '../components/ContentCard';
import { Pager, usePageParam } from '../components/Pager';
import { CardGrid, Section } from '../components/Section';
import { formatDate, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function ArticleListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const [page, setPage] = usePageParam();
  const categories = useLoad('categories', (s) => fetchCategories(s));
  const { data, loading } = useLoad(`articles:${category ?? ''}:${page}`, (s) => fetchArticlePage(page, category, s));
  const choose = (id: string | null) => setParams(id ? { category: id } : {});
  return (
    <Section titleKey="public.sections.articles">
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('public.articles.categories')}>
        <Button size="sm" variant={category ? 'outline' : 'solid'} aria-pressed={!category} onClick={() => choose(null)}>
          {t('public.articles.all')}
        </Button>
        {(categories.data?.rows ?? []).map((c) => (
          <Button
            key={c.id}
            size="sm"
            variant={category === c.id ? 'solid' : 'outline'}
            aria-pressed={category === c.id}
            onClick={() => choose(c.id)}
          >
            {pick(c.name, language)}
          </Button>
        ))}
      </HStack>
      <CardGrid
        loading={loading}
        items={data?.rows}
        render={(a) => (
          <ContentCard
            to={`/article/${a.id}`}
            image={a.thumbnail}
            title={pick(a.title, language)}
            text={pick(a.description, language)}
            footer={<time dateTime={a.createdAt}>{formatDate(a.createdAt, language)}</time>}
          />
        )}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}
