import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { fetchNews, likeNews, viewNews } from '../../../data/public/news';
import { Detail } from '../components/Detail';
import { EngagementBar } from '../components/Engagement';
import { SafeHtml } from '../components/SafeHtml';
import { formatDateTime, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const language = useLanguage();
  const { data, loading } = useLoad(`news/${id}`, (s) => fetchNews(id, s));
  return (
    <Detail
      loading={loading}
      found={Boolean(data)}
      backTo="/news"
      backKey="public.sections.news"
      title={pick(data?.title, language)}
      image={data?.images[0]}
      meta={data && <time dateTime={data.createdAt}>{formatDateTime(data.createdAt, language)}</time>}
    >
      {data && (
        <>
          <EngagementBar kind="news" id={data.id} initial={data} view={viewNews} like={likeNews} />
          <SafeHtml html={pick(data.content, language)} testId="news-content" />
        </>
      )}
    </Detail>
  );
}
