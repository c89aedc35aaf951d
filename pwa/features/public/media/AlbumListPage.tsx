import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { fetchAlbumPage } from '../../../data/public/club';
import { ContentCard } from '../components/ContentCard';
import { Pager, usePageParam } from '../components/Pager';
import { CardGrid, Section } from '../components/Section';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function AlbumListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = usePageParam();
  const { data, loading } = useLoad(`albums:${page}`, (s) => fetchAlbumPage(page, s));
  return (
    <Section titleKey="public.sections.media">
      <CardGrid
        loading={loading}
        items={data?.rows}
        render={(a) => (
          <ContentCard
            to={`/media/${a.id}`}
            image={a.images[0]}
            title={pick(a.title, language)}
            text={pick(a.description, language)}
            footer={t('public.media.photos', { count: a.images.length })}
          />
        )}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}
