import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTENT_TYPE_KEYS, contentTypePath, type ContentTypeKey } from '../../../shared/contentAdmin';
import { useLanguage } from '../../ui/language';
import { localized } from '../../lib/languagePath';

/** Jumps between the content types without going back to the overview. */
export function TypePicker({ current }: { current: ContentTypeKey }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <NativeSelect.Root width="56">
      <NativeSelect.Field
        aria-label={t('contentAdmin.types')}
        value={current}
        onChange={(e) => void navigate(localized(language, `/admin/content/${contentTypePath(e.target.value as ContentTypeKey)}`))}
      >
        {CONTENT_TYPE_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`contentAdmin.typeNames.${key}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
