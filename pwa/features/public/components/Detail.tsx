import { Box, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Photo } from '../../../components/Photo';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { EmptyResults } from '../../../components/EmptyResults';
import { RouterLink } from '../../../components/RouterLink';
import { usePageTitle } from '../../../components/usePageTitle';
import { IMAGE_SIZES, responsiveImage } from './responsiveImage';

/** A detail page: back link, title (document title too), picture, then the body. */
export function Detail({
  loading,
  found,
  backTo,
  backKey,
  title,
  image,
  meta,
  children,
}: {
  loading: boolean;
  found: boolean;
  backTo: string;
  backKey: string;
  title: string;
  image?: string | null;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(backKey, title || undefined);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <RouterLink to={backTo} color="fg.muted" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
          <ArrowLeft size={16} aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
          {t(backKey)}
        </RouterLink>
        {loading && !found ? (
          <Stack gap="4" aria-busy="true">
            <Skeleton height="10" />
            <Skeleton height="320px" />
          </Stack>
        ) : !found ? (
          <EmptyResults />
        ) : (
          <Stack gap="5" as="article">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
              {title}
            </Heading>
            {meta && (
              <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
                {meta}
              </HStack>
            )}
            {image && (
              <Box borderRadius="lg" overflow="hidden" bg="bg.muted" aspectRatio={16 / 9}>
                {/* The largest thing on a detail page (its LCP): fetched first. */}
                <Photo
                  {...responsiveImage(image, IMAGE_SIZES.detail)}
                  alt=""
                  width="800"
                  height="450"
                  fetchPriority="high"
                  w="100%"
                  h="100%"
                  objectFit="cover"
                />
              </Box>
            )}
            {children}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <HStack align="start" gap="3" py="2" borderBottomWidth="1px">
      <Text fontWeight="semibold" minW="36" flexShrink={0}>
        {label}
      </Text>
      <Box color="fg.muted">{value}</Box>
    </HStack>
  );
}

/** A record's further photos, two to a row from small screens up, loaded as they scroll into view; `width` × `height` is their shape. */
export function DetailPhotos({ images, width, height }: { images: readonly string[]; width: string; height: string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {images.map((src) => (
        <Photo
          key={src}
          {...responsiveImage(src, IMAGE_SIZES.card)}
          alt=""
          width={width}
          height={height}
          borderRadius="md"
          loading="lazy"
          decoding="async"
        />
      ))}
    </SimpleGrid>
  );
}
