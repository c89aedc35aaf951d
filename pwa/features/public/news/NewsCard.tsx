import { HStack, Text } from '@chakra-ui/react';
import { Calendar, Eye, Heart } from 'lucide-react';
import { useLanguage } from '../../../ui/language';
import type { News } from '../../../data/public/news';
import { ContentCard } from '../components/ContentCard';
import { formatDate, formatNumber, pick } from '../../../components/useFormatters';
import { htmlToText } from '../../../../shared/contentHtml';

export function NewsCard({ news }: { news: News }) {
  const language = useLanguage();
  return (
    <ContentCard
      to={`/news/${news.id}`}
      image={news.images[0]}
      title={pick(news.title, language)}
      text={htmlToText(pick(news.content, language)).slice(0, 180)}
      footer={
        <>
          <HStack gap="1">
            <Calendar size={14} aria-hidden />
            <time dateTime={news.createdAt}>{formatDate(news.createdAt, language)}</time>
          </HStack>
          <HStack gap="1">
            <Heart size={14} aria-hidden />
            <Text>{formatNumber(news.likesCount, language)}</Text>
          </HStack>
          <HStack gap="1">
            <Eye size={14} aria-hidden />
            <Text>{formatNumber(news.viewsCount, language)}</Text>
          </HStack>
        </>
      }
    />
  );
}
