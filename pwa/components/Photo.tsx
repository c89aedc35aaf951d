import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Shown where a record has no photo, or its photo does not load (a neutral picture, same in both languages and modes). */
export const NO_PHOTO = '/images/no-photo.svg';

/**
 * A record's photo: the default picture when there is none or it fails to
 * load, never the browser's broken-image icon. `srcSet` is dropped with it.
 */
export function Photo({ src, srcSet, ...image }: Omit<ImageProps, 'src'> & { src?: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const missing = !src || failed === src;
  return (
    <Image
      {...image}
      src={missing ? NO_PHOTO : src}
      srcSet={missing ? undefined : srcSet}
      data-no-photo={missing ? '' : undefined}
      onError={() => src && setFailed(src)}
    />
  );
}
