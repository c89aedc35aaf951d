import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { DEFAULT_THEME, themeOf } from '../../shared/themes';

/** Chakra's `brand` palette and its semantic tokens from one of the 13 themes of shared/themes.ts. */
function brandOf(themeName: string) {
  const theme = themeOf(themeName);
  const brand = Object.fromEntries(Object.entries(theme.scale).map(([shade, value]) => [shade, { value }]));
  const shade = (n: number) => `{colors.brand.${n}}`;
  return {
    brand,
    semantic: {
      solid: { value: { _light: shade(theme.solid.light), _dark: shade(theme.solid.dark) } },
      contrast: { value: theme.contrast },
      fg: { value: { _light: shade(700), _dark: shade(200) } },
      muted: { value: { _light: shade(100), _dark: shade(900) } },
      subtle: { value: { _light: shade(50), _dark: shade(950) } },
      emphasized: { value: { _light: shade(200), _dark: shade(800) } },
      focusRing: { value: { _light: shade(500), _dark: shade(300) } },
    },
  };
}

/** The app's Chakra system with the `brand` palette of the named theme (unknown names: astronaut-blue). */
export function createAppSystem(themeName: string = DEFAULT_THEME): SystemContext {
  const { brand, semantic } = brandOf(themeName);
  const config = defineConfig({
    // Spec §9 breakpoints: mobile < 576, xs < 600, sm 600–1023, md 1024–1439, lg 1440–1919.
    theme: {
      breakpoints: { xs: '36em', sm: '37.5em', md: '64em', lg: '90em', xl: '120em', '2xl': '160em' },
      tokens: {
        colors: { brand },
        fonts: {
          heading: { value: "'Segoe UI', 'Noto Sans Arabic', 'Noto Sans', Tahoma, system-ui, sans-serif" },
          body: { value: "'Segoe UI', 'Noto Sans Arabic', 'Noto Sans', Tahoma, system-ui, sans-serif" },
        },
      },
      semanticTokens: { colors: { brand: semantic } },
    },
    globalCss: {
      'html, body': { minHeight: '100%' },
      body: { bg: 'bg', color: 'fg' },
    },
  });
  return createSystem(defaultConfig, config);
}

/** The default-theme system (astronaut-blue). */
export const system = createAppSystem(DEFAULT_THEME);
