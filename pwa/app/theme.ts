import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Astronaut blue, the default theme of spec §3 (Settings).
const brand = {
  50: { value: '#eef2fb' },
  100: { value: '#d5def4' },
  200: { value: '#aebee8' },
  300: { value: '#7f97d6' },
  400: { value: '#5471bf' },
  500: { value: '#3a56a3' },
  600: { value: '#2e4687' },
  700: { value: '#283e7a' },
  800: { value: '#1f2f5c' },
  900: { value: '#17223f' },
  950: { value: '#0e1528' },
};

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
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: '#ffffff' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, config);
