import { fetchNewsPage } from '../../../data/public/news';
import { CardGrid, Section } from '../components/Section';
import { Pager, usePageParam } from '../components/Pager';
import { useLoad } from '../../../ui/useLoad';
import { NewsCard } from './NewsCard';

export function NewsListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading } = useLoad(`news:${page}`, (s) => fetchNewsPage(page, s));
  return (
    <Section titleKey="public.sections.news">
      <CardGrid loading={loading} items={data?.rows} render={(n) => <NewsCard news={n} />} />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}
