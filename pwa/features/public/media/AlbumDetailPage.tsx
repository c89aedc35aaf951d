import { CloseButton, Dialog, IconButton, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { Photo } from '../../../components/Photo';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { fetchAlbum } from '../../../data/public/club';
import { Detail } from '../components/Detail';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';
import { IMAGE_SIZES, responsiveImage } from '../components/responsiveImage';
import { videoEmbedOf } from '../../../../shared/videoEmbed';

/** Album: a photo grid; a photo opens in a lightbox with previous / next. */
export function AlbumDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading } = useLoad(`album/${id}`, (s) => fetchAlbum(id, s));
  const [shown, setShown] = useState<number | null>(null);
  const images = data?.images ?? [];
  const step = (delta: number) => setShown((i) => (i === null ? null : (i + delta + images.length) % images.length));
  const flip = language === 'ar' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Detail loading={loading} found={Boolean(data)} backTo="/media" backKey="public.sections.media" title={pick(data?.title, language)}>
      {data && (
        <>
          <Text color="fg.muted">{pick(data.description, language)}</Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                onClick={() => setShown(i)}
                aria-label={t('public.media.open', { n: i + 1 })}
                style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
              >
                <Photo
                  {...responsiveImage(src, IMAGE_SIZES.thumb)}
                  alt=""
                  width="400"
                  height="225"
                  borderRadius="md"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            ))}
          </SimpleGrid>
          {data.videos.map((src) => {
            const player = videoEmbedOf(src);
            return player ? (
              <iframe
                key={src}
                src={player}
                title={pick(data.title, language)}
                loading="lazy"
                allow="fullscreen; picture-in-picture; encrypted-media"
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 8 }}
              />
            ) : (
              <video key={src} controls preload="metadata" width="100%" style={{ borderRadius: 8 }}>
                <source src={src} />
              </video>
            );
          })}
          <Dialog.Root open={shown !== null} onOpenChange={(e) => !e.open && setShown(null)} size="xl">
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content
                  bg="black"
                  color="white"
                  onKeyDown={(e) =>
                    e.key === 'ArrowRight'
                      ? step(language === 'ar' ? -1 : 1)
                      : e.key === 'ArrowLeft'
                        ? step(language === 'ar' ? 1 : -1)
                        : undefined
                  }
                >
                  <Dialog.Title srOnly>{pick(data.title, language)}</Dialog.Title>
                  <Dialog.Body p="2" position="relative">
                    {shown !== null && (
                      <Photo
                        {...responsiveImage(images[shown], IMAGE_SIZES.detail)}
                        alt={t('public.media.photoOf', { n: shown + 1, total: images.length })}
                        width="800"
                        height="450"
                        w="100%"
                      />
                    )}
                    <IconButton
                      aria-label={t('public.media.previous')}
                      position="absolute"
                      insetStart="3"
                      top="50%"
                      variant="subtle"
                      onClick={() => step(-1)}
                    >
                      <ChevronLeft aria-hidden style={flip} />
                    </IconButton>
                    <IconButton
                      aria-label={t('public.media.next')}
                      position="absolute"
                      insetEnd="3"
                      top="50%"
                      variant="subtle"
                      onClick={() => step(1)}
                    >
                      <ChevronRight aria-hidden style={flip} />
                    </IconButton>
                  </Dialog.Body>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('common.menu.close')} color="white" />
                  </Dialog.CloseTrigger>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </>
      )}
    </Detail>
  );
}
