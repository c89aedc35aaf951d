import { Badge } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, type BilingualName } from '../../shared/names';
import { useLanguage } from '../ui/language';

/**
 * A record's name in the interface's language; a name that exists only in
 * the other language is shown as it is, in its own direction, with a small
 * "English only" / "بالعربية فقط" mark so nobody takes it for a missing
 * translation of the screen.
 */
export function LocalName({ name }: { name: BilingualName }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = localName(name, language);
  return (
    <>
      <bdi lang={shown.language}>{shown.text}</bdi>
      {shown.language !== language && (
        <Badge size="xs" variant="outline" colorPalette="gray" marginInlineStart="1.5" verticalAlign="middle">
          {t(`common.names.otherLanguage.${shown.language}`)}
        </Badge>
      )}
    </>
  );
}

/** The same as plain text, for places that take no markup (a select's options, a confirmation's sentence). */
export function useNameText(): (name: BilingualName) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    (name: BilingualName) => {
      const shown = localName(name, language);
      return shown.language === language ? shown.text : `${shown.text} (${t(`common.names.otherLanguage.${shown.language}`)})`;
    },
    [t, language],
  );
}
