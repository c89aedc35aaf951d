import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_THEME, themeOf } from '../../shared/themes';

type Theme = NonNullable<SystemConfig['theme']>;
export type RecipeSet = Pick<Theme, 'recipes' | 'slotRecipes'>;

/**
 * The recipes the public site uses (shell, every public screen, the warranty
 * page, error pages, toasts). Chakra's `defaultConfig` carries ~80 recipes,
 * about 30 kB gzip of the first load; back-office and auth screens swap in the
 * full set (fullRecipes.ts) when they load. A Chakra component whose recipe is
 * missing renders unstyled, so a public screen that starts using a new
 * component adds its recipe here.
 */
export const PUBLIC_RECIPES: RecipeSet = {
  recipes: {
    badge: badgeRecipe,
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    input: inputRecipe,
    link: linkRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    avatar: avatarSlotRecipe,
    card: cardSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    toast: toastSlotRecipe,
  },
};

/** Chakra's default theme (tokens, global styles, keyframes…) without its recipes: they come from a RecipeSet. */
function chakraTheme({ recipes, slotRecipes }: RecipeSet): SystemConfig {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
  });
}

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
export function createAppSystem(themeName: string = DEFAULT_THEME, recipes: RecipeSet = PUBLIC_RECIPES): SystemContext {
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
  return createSystem(defaultBaseConfig, chakraTheme(recipes), config);
}
