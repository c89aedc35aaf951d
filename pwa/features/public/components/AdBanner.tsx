import { Box, Link } from '@chakra-ui/react';
import { Photo } from '../../../components/Photo';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { localized } from '../../../lib/languagePath';
import { fetchWebAds, viewAd } from '../../../data/public/site';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';
import { IMAGE_SIZES, responsiveImage } from './responsiveImage';

/** The ad for one position (e.g. home-top); its view is counted once per visitor. */
export function AdBanner({ position }: { position: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading } = useLoad('ads:web', (s) => fetchWebAds(s));
  const ad = data?.rows.find((a) => a.position === position && a.image);
  // A lost view count is not worth an error. A load, so the server counts it when it renders the page.
  useLoad(ad ? `view:ad:${ad.id}` : null, () => viewAd(ad?.id ?? ''), { quiet: true });
  // The banner's 4:1 box is kept while the ads load, so what follows does not move when it arrives.
  if (loading) return <Box aspectRatio={4} borderRadius="lg" bg="bg.muted" aria-hidden />;
  if (!ad?.image) return null;
  const href = ad.link?.startsWith('/') ? localized(language, ad.link) : (ad.link ?? undefined);
  return (
    <Box as="aside" aria-label={t('public.ads.label')}>
      <Link href={href} display="block" borderRadius="lg" overflow="hidden" aria-label={pick(ad.title, language)}>
        {/* At the top of the home page it is the largest picture (LCP): fetched first. */}
        <Photo
          {...responsiveImage(ad.image, IMAGE_SIZES.wide)}
          alt={pick(ad.description, language)}
          width="1200"
          height="300"
          fetchPriority="high"
          w="100%"
          h="auto"
          aspectRatio={4}
          objectFit="cover"
        />
      </Link>
    </Box>
  );
}
