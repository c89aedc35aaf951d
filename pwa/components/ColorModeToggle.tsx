import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../app/colorMode';

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  return (
    <IconButton variant="ghost" size="sm" aria-label={t('common.mode.toggle')} aria-pressed={mode === 'dark'} onClick={toggle}>
      {mode === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}
