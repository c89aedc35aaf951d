import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, SHADES, THEME_NAMES, THEMES, themeOf } from './themes';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

describe('themes (spec §3 Settings)', () => {
  it('offers exactly the 13 themes of the spec, astronaut-blue by default', () => {
    expect([...THEME_NAMES].sort()).toEqual(
      [
        'default',
        'cyan',
        'geek-blue',
        'astronaut-blue',
        'gold',
        'lime',
        'magenta',
        'orange',
        'polar-green',
        'purple',
        'red',
        'volcano',
        'yellow',
      ].sort(),
    );
    expect(Object.keys(THEMES).sort()).toEqual([...THEME_NAMES].sort());
    expect(DEFAULT_THEME).toBe('astronaut-blue');
  });

  it.each(THEME_NAMES)('%s has 11 shades, 50 to 950, as hex colours from light to dark', (name) => {
    const { scale } = THEMES[name];
    expect(Object.keys(scale).map(Number)).toEqual([...SHADES]);
    const values = SHADES.map((shade) => scale[shade]);
    for (const value of values) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    const light = values.map(luminance);
    for (let i = 1; i < light.length; i += 1) expect(light[i]).toBeLessThan(light[i - 1] as number);
  });

  it('gives the solid colour enough contrast with its text (WCAG large text, 3:1)', () => {
    for (const name of THEME_NAMES) {
      const theme = THEMES[name];
      const a = luminance(theme.scale[theme.solid.light]);
      const b = luminance(theme.contrast);
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      expect(ratio, name).toBeGreaterThanOrEqual(3);
    }
  });

  it('falls back to the default theme for an unknown name', () => {
    expect(themeOf('pink')).toBe(THEMES['astronaut-blue']);
    expect(themeOf('red')).toBe(THEMES.red);
  });
});
