import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
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
  const title = params.get('q')?.trim() || null;
  const [page, setPage] = usePageParam();
  const categories = useLoad('categories', (s) => fetchCategories(s));
  const { data, loading } = useLoad(`articles:${category ?? ''}:${title ?? ''}:${page}`, (s) =>
    fetchArticlePage(page, { category, title }, s),
  );
  // The address holds the category and the search, so a shared link or Back shows the same list (a new filter starts at page 1).
  const show = (next: { category: string | null; title: string | null }) =>
    setParams({ ...(next.category ? { category: next.category } : {}), ...(next.title ? { q: next.title } : {}) });
  const choose = (id: string | null) => show({ category: id, title });
  // Main categories in the first row; the chosen one's sub-categories (spec: categories and sub-categories) in a second.
  const all = categories.data?.rows ?? [];
  const mains = all.filter((c) => !c.parentId);
  const chosen = all.find((c) => c.id === category);
  const main = chosen?.parentId ? all.find((c) => c.id === chosen.parentId) : chosen;
  const subs = main ? all.filter((c) => c.parentId === main.id) : [];
  return (
    <Section titleKey="public.sections.articles">
      <HStack asChild gap="2" maxW="md">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            const typed = new FormData(e.currentTarget).get('q');
            show({ category, title: typeof typed === 'string' && typed.trim() ? typed.trim() : null });
          }}
        >
          {/* Named fields: sent before the page is interactive (or without script), the same address comes back. */}
          {category && <input type="hidden" name="category" value={category} />}
          <Input
            type="search"
            name="q"
            maxLength={100}
            // Uncontrolled: the form holds what is typed; a new address (Back, a link) starts it afresh.
            key={title ?? ''}
            defaultValue={title ?? ''}
            placeholder={t('public.articles.searchPlaceholder')}
            aria-label={t('public.articles.search')}
          />
          <Button type="submit" variant="outline" aria-label={t('public.articles.search')}>
            <Search aria-hidden />
          </Button>
        </form>
      </HStack>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('public.articles.categories')}>
        <Button size="sm" variant={category ? 'outline' : 'solid'} aria-pressed={!category} onClick={() => choose(null)}>
          {t('public.articles.all')}
        </Button>
        {mains.map((c) => (
          <Button
            key={c.id}
            size="sm"
            variant={main?.id === c.id ? 'solid' : 'outline'}
            aria-pressed={main?.id === c.id}
            onClick={() => choose(c.id)}
          >
            {pick(c.name, language)}
          </Button>
        ))}
      </HStack>
      {main && subs.length > 0 && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('public.articles.subcategories')}>
          <Button
            size="xs"
            variant={category === main.id ? 'subtle' : 'ghost'}
            aria-pressed={category === main.id}
            onClick={() => choose(main.id)}
          >
            {t('public.articles.allOf', { name: pick(main.name, language) })}
          </Button>
          {subs.map((c) => (
            <Button
              key={c.id}
              size="xs"
              variant={category === c.id ? 'subtle' : 'ghost'}
              aria-pressed={category === c.id}
              onClick={() => choose(c.id)}
            >
              {pick(c.name, language)}
            </Button>
          ))}
        </HStack>
      )}
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
