import { imageSrcSet } from '../../../../shared/images';

/** `sizes` for the places public pictures appear (Chakra's md = 64em, sm = 37.5em; containers 7xl = 80rem, 4xl = 56rem). */
export const IMAGE_SIZES = {
  /** A card in a 1 / 2 / 3 column grid inside the 7xl container. */
  card: '(min-width: 80rem) 400px, (min-width: 64em) 33vw, (min-width: 37.5em) 50vw, 100vw',
  /** Full width of the 7xl container. */
  wide: '(min-width: 80rem) 1248px, 100vw',
  /** Full width of a detail page's 4xl container. */
  detail: '(min-width: 56rem) 864px, 100vw',
  /** A thumbnail in a gallery grid. */
  thumb: '(min-width: 64em) 300px, 50vw',
};

/**
 * `src`, and `srcSet` + `sizes` when the image was stored by the upload
 * pipeline (it has WebP width variants, shared/images.ts); seeded SVGs and older
 * uploads keep just `src`.
 */
export function responsiveImage(src: string | null | undefined, sizes: string): { src?: string; srcSet?: string; sizes?: string } {
  if (!src) return {};
  const srcSet = imageSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
