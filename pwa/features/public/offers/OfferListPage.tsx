import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { fetchPublicOffers } from '../../../data/public/offers';
import { ContentCard } from '../components/ContentCard';
import { CursorPager, useCursorParam } from '../components/Pager';
import { CardGrid, Section } from '../components/Section';
import { formatDate, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

/** The club's offers, newest first, nine at a time (spec public §4). An offer has no page of its own: its card holds it all. */
export function OfferListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [position, move] = useCursorParam();
  const { data, loading } = useLoad(`offers:${position.after ?? ''}:${position.before ?? ''}`, (s) => fetchPublicOffers(position, s));
  return (
    <Section titleKey="public.sections.offers">
      <CardGrid
        loading={loading}
        items={data?.rows}
        render={(offer) => (
          <ContentCard
            image={offer.image?.publicUrl}
            title={pick({ ar: offer.title, en: offer.titleEn }, language)}
            text={pick({ ar: offer.description, en: offer.descriptionEn }, language)}
            fullText
            footer={
              <time dateTime={offer.date}>
                {t('public.offers.date')}: {formatDate(offer.date, language)}
              </time>
            }
          />
        )}
      />
      <CursorPager page={data} onMove={move} />
    </Section>
  );
}
