// The 13 themes of spec §3 (Settings) as data. Each is an 11-step colour scale
// (50–950) that becomes Chakra's `brand` palette. The names come from the Ant
// Design preset colours the original app offered, and their scales are Ant
// Design's 10-step palettes (plus a darker 950); astronaut-blue is this
// product's own. Isomorphic: the server validates names, the PWA builds its theme.

export const THEME_NAMES = [
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
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'astronaut-blue';

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof SHADES)[number];

export interface Theme {
  scale: Record<Shade, string>;
  /** The shade used for solid surfaces (buttons) in light and dark mode. */
  solid: { light: Shade; dark: Shade };
  /** Text colour on a solid surface. */
  contrast: string;
}

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  default: {
    scale: {
      50: '#e6f4ff',
      100: '#bae0ff',
      200: '#91caff',
      300: '#69b1ff',
      400: '#4096ff',
      500: '#1677ff',
      600: '#0958d9',
      700: '#003eb3',
      800: '#002c8c',
      900: '#001d66',
      950: '#001038',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#ffffff',
  },
  cyan: {
    scale: {
      50: '#e6fffb',
      100: '#b5f5ec',
      200: '#87e8de',
      300: '#5cdbd3',
      400: '#36cfc9',
      500: '#13c2c2',
      600: '#08979c',
      700: '#006d75',
      800: '#00474f',
      900: '#002329',
      950: '#001317',
    },
    solid: { light: 600, dark: 400 },
    contrast: '#ffffff',
  },
  'geek-blue': {
    scale: {
      50: '#f0f5ff',
      100: '#d6e4ff',
      200: '#adc6ff',
      300: '#85a5ff',
      400: '#597ef7',
      500: '#2f54eb',
      600: '#1d39c4',
      700: '#10239e',
      800: '#061178',
      900: '#030852',
      950: '#02042d',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#ffffff',
  },
  'astronaut-blue': {
    scale: {
      50: '#eef2fb',
      100: '#d5def4',
      200: '#aebee8',
      300: '#7f97d6',
      400: '#5471bf',
      500: '#3a56a3',
      600: '#2e4687',
      700: '#283e7a',
      800: '#1f2f5c',
      900: '#17223f',
      950: '#0e1528',
    },
    solid: { light: 700, dark: 400 },
    contrast: '#ffffff',
  },
  gold: {
    scale: {
      50: '#fffbe6',
      100: '#fff1b8',
      200: '#ffe58f',
      300: '#ffd666',
      400: '#ffc53d',
      500: '#faad14',
      600: '#d48806',
      700: '#ad6800',
      800: '#874d00',
      900: '#613400',
      950: '#351d00',
    },
    solid: { light: 600, dark: 400 },
    contrast: '#000000',
  },
  lime: {
    scale: {
      50: '#fcffe6',
      100: '#f4ffb8',
      200: '#eaff8f',
      300: '#d3f261',
      400: '#bae637',
      500: '#a0d911',
      600: '#7cb305',
      700: '#5b8c00',
      800: '#3f6600',
      900: '#254000',
      950: '#142300',
    },
    solid: { light: 600, dark: 400 },
    contrast: '#000000',
  },
  magenta: {
    scale: {
      50: '#fff0f6',
      100: '#ffd6e7',
      200: '#ffadd2',
      300: '#ff85c0',
      400: '#f759ab',
      500: '#eb2f96',
      600: '#c41d7f',
      700: '#9e1068',
      800: '#780650',
      900: '#520339',
      950: '#2d021f',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#ffffff',
  },
  orange: {
    scale: {
      50: '#fff7e6',
      100: '#ffe7ba',
      200: '#ffd591',
      300: '#ffc069',
      400: '#ffa940',
      500: '#fa8c16',
      600: '#d46b08',
      700: '#ad4e00',
      800: '#873800',
      900: '#612500',
      950: '#351400',
    },
    solid: { light: 600, dark: 400 },
    contrast: '#ffffff',
  },
  'polar-green': {
    scale: {
      50: '#f6ffed',
      100: '#d9f7be',
      200: '#b7eb8f',
      300: '#95de64',
      400: '#73d13d',
      500: '#52c41a',
      600: '#389e0d',
      700: '#237804',
      800: '#135200',
      900: '#092b00',
      950: '#051800',
    },
    solid: { light: 600, dark: 400 },
    contrast: '#ffffff',
  },
  purple: {
    scale: {
      50: '#f9f0ff',
      100: '#efdbff',
      200: '#d3adf7',
      300: '#b37feb',
      400: '#9254de',
      500: '#722ed1',
      600: '#531dab',
      700: '#391085',
      800: '#22075e',
      900: '#120338',
      950: '#0a021f',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#ffffff',
  },
  red: {
    scale: {
      50: '#fff1f0',
      100: '#ffccc7',
      200: '#ffa39e',
      300: '#ff7875',
      400: '#ff4d4f',
      500: '#f5222d',
      600: '#cf1322',
      700: '#a8071a',
      800: '#820014',
      900: '#5c0011',
      950: '#330009',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#ffffff',
  },
  volcano: {
    scale: {
      50: '#fff2e8',
      100: '#ffd8bf',
      200: '#ffbb96',
      300: '#ff9c6e',
      400: '#ff7a45',
      500: '#fa541c',
      600: '#d4380d',
      700: '#ad2102',
      800: '#871400',
      900: '#610b00',
      950: '#350600',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#ffffff',
  },
  yellow: {
    scale: {
      50: '#feffe6',
      100: '#ffffb8',
      200: '#fffb8f',
      300: '#fff566',
      400: '#ffec3d',
      500: '#fadb14',
      600: '#d4b106',
      700: '#ad8b00',
      800: '#876800',
      900: '#614700',
      950: '#352700',
    },
    solid: { light: 500, dark: 400 },
    contrast: '#000000',
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** The theme for a name; unknown or missing names give the default theme. */
export function themeOf(name: unknown): Theme {
  return THEMES[isThemeName(name) ? name : DEFAULT_THEME];
}
