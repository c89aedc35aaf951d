import { Box, IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../ui/colorMode';
import { useHydrating } from '../lib/ssrPayload';

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  // The server cannot know the mode (localStorage, or the visitor's clock): the
  // icon follows the `dark` class the page's head script sets, and the pressed
  // state is rendered after hydration.
  const pressed = useHydrating() ? undefined : mode === 'dark';
  return (
    <IconButton variant="ghost" size="sm" aria-label={t('common.mode.toggle')} aria-pressed={pressed} onClick={toggle}>
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <Moon aria-hidden />
      </Box>
      <Box as="span" display="none" _dark={{ display: 'contents' }}>
        <Sun aria-hidden />
      </Box>
    </IconButton>
  );
}
