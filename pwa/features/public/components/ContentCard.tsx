import { Box, Card, Stack, Text } from '@chakra-ui/react';
import { Photo } from '../../../components/Photo';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/RouterLink';
import { IMAGE_SIZES, responsiveImage } from './responsiveImage';

/** A card that links to a detail page: picture, title, a line or two of text, and a footer. */
export function ContentCard({
  to,
  image,
  title,
  text,
  footer,
  fullText = false,
  imageAspect = 16 / 9,
}: {
  to?: string;
  image?: string | null;
  title: string;
  text?: string;
  footer?: ReactNode;
  /** The card is the record (no page behind it): its text is shown whole. */
  fullText?: boolean;
  imageAspect?: number;
}) {
  const heading = (
    <Text as="h2" fontWeight="semibold" fontSize="lg" lineClamp={2}>
      {title}
    </Text>
  );
  return (
    <Card.Root height="100%" overflow="hidden" variant="outline" _hover={to ? { shadow: 'md' } : undefined} transition="box-shadow 0.2s">
      {/* Every card has its picture, the default one when the record has none: a grid stays even. */}
      <Box aspectRatio={imageAspect} bg="bg.muted" overflow="hidden">
        <Photo
          {...responsiveImage(image, IMAGE_SIZES.card)}
          alt=""
          width="800"
          height={Math.round(800 / imageAspect)}
          loading="lazy"
          decoding="async"
          objectFit="cover"
          w="100%"
          h="100%"
        />
      </Box>
      <Card.Body gap="2">
        {to ? (
          <RouterLink
            to={to}
            color="fg"
            _hover={{ textDecoration: 'underline' }}
            css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {heading}
          </RouterLink>
        ) : (
          heading
        )}
        {text && (
          <Text color="fg.muted" lineClamp={fullText ? undefined : 3} whiteSpace={fullText ? 'pre-line' : undefined}>
            {text}
          </Text>
        )}
      </Card.Body>
      {footer && (
        <Card.Footer pt="0">
          <Stack direction="row" gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
            {footer}
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
