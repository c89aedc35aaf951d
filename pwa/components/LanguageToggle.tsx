import { Box, Button } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../ui/language';
import { withLanguage } from '../lib/languagePath';

/** Switches language by rewriting the current path's prefix (spec §2). */
/** `compact`: on a phone, the icon alone (the back-office bar also carries the sync status there). */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const other = language === 'ar' ? 'en' : 'ar';
  const label = t(`common.language.${other}`);
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      aria-label={t('common.language.switchTo', { language: label })}
      // flushSync: the language change must not run as a transition, or a
      // component that re-renders on i18next's languageChanged event commits the
      // old route first and LanguageGate switches the language back.
      onClick={() =>
        void navigate(
          { pathname: withLanguage(location.pathname, other), search: location.search, hash: location.hash },
          { flushSync: true },
        )
      }
    >
      <Languages aria-hidden />
      {compact ? (
        <Box as="span" hideBelow="sm">
          {label}
        </Box>
      ) : (
        label
      )}
    </Button>
  );
}
