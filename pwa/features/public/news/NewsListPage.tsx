import { fetchNewsPage } from '../../../data/public/news';
import { CardGrid, Section } from '../components/Section';
import { Pager, usePageParam } from '../components/Pager';
import { useLoad } from '../../../ui/useLoad';
import { SavedNote } from '../../../components/SavedNote';
import { NewsCard } from './NewsCard';

export function NewsListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, savedAt } = useLoad(`news:${page}`, (s) => fetchNewsPage(page, s));
  return (
    <Section titleKey="public.sections.news">
      <SavedNote savedAt={savedAt} />
      <CardGrid loading={loading} items={data?.rows} render={(n) => <NewsCard news={n} />} />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}
