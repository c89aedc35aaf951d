import { describe, expect, it } from 'vitest';
import { hasVariants, imageSrcSet, variantUrl } from './images';

describe('image variants naming', () => {
  it('gives pipeline originals a srcset capped by their own width', () => {
    expect(imageSrcSet('/uploads/content/images/abc-1.webp')).toBe(
      '/uploads/content/images/abc-1.w320.webp 320w, /uploads/content/images/abc-1.w640.webp 640w, /uploads/content/images/abc-1.webp 1280w',
    );
    expect(imageSrcSet('/uploads/offer/images/x.webp', 500)).toBe(
      '/uploads/offer/images/x.w320.webp 320w, /uploads/offer/images/x.webp 500w',
    );
  });

  it('leaves other images alone', () => {
    expect(imageSrcSet('/uploads/content/news-1.svg')).toBeUndefined();
    expect(hasVariants('/uploads/a/b.w320.webp')).toBe(false);
    expect(hasVariants('https://evil.example/a.webp')).toBe(false);
    expect(variantUrl('/uploads/a/b.webp', 640)).toBe('/uploads/a/b.w640.webp');
  });
});
