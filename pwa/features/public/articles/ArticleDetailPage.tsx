import { Badge } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { fetchArticle, likeArticle, viewArticle } from '../../../data/public/news';
import { Detail } from '../components/Detail';
import { EngagementBar } from '../components/Engagement';
import { SafeHtml } from '../components/SafeHtml';
import { formatDateTime, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function ArticleDetailPage() {
  const { id = '' } = useParams();
  const language = useLanguage();
  const { data, loading } = useLoad(`article/${id}`, (s) => fetchArticle(id, s));
  return (
    <Detail
      loading={loading}
      found={Boolean(data)}
      backTo="/article"
      backKey="public.sections.articles"
      title={pick(data?.title, language)}
      image={data?.thumbnail}
      meta={
        data && (
          <>
            <time dateTime={data.createdAt}>{formatDateTime(data.createdAt, language)}</time>
            {data.categories.map((c) => (
              <Badge key={c.id}>{pick(c.name, language)}</Badge>
            ))}
          </>
        )
      }
    >
      {data && (
        <>
          <EngagementBar kind="article" id={data.id} initial={data} view={viewArticle} like={likeArticle} />
          <SafeHtml html={pick(data.content, language)} />
        </>
      )}
    </Detail>
  );
}
