import { Button, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { ArrowLeft, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { contentTypePath, type ContentTypeKey } from '../../../shared/contentAdmin';
import { useLanguage } from '../../ui/language';
import { DetailList } from '../../components/DetailList';
import { useFormatters } from '../../components/useFormatters';
import { useLeaveOnError } from '../../components/useLeaveOnError';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchContentRecord } from '../../data/contentAdmin';
import { useLoad } from '../../ui/useLoad';
import { localized } from '../../lib/languagePath';
import { useAccess } from '../../session/access';
import { fieldsOf } from './contentForm';
import { displayValue } from './displayValue';
import { publishLabel, PublishedBadge, useRecordActions } from './recordActions';
import { useContentOptions } from './useContentOptions';

/** One record with every field, its state, and the actions the user may take. */
export function ContentViewPage({ type }: { type: ContentTypeKey }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const language = useLanguage();
  const navigate = useNavigate();
  const format = useFormatters();
  const { canCall } = useAccess();
  const options = useContentOptions(type);
  const record = useLoad(`contentAdmin:${type}/${id}`, (signal) => fetchContentRecord(type, id, signal));
  const base = `/admin/content/${contentTypePath(type)}`;
  const actions = useRecordActions(type, { onPublished: record.reload, onDeleted: () => void navigate(localized(language, base)) });
  const english = i18n.language === 'en';
  const title = record.data ? (english ? record.data.title.en : record.data.title.ar) : '';
  usePageTitle(`contentAdmin.typeNames.${type}`, title);

  useLeaveOnError(record.error, base);

  if (!record.data) return <Spinner role="status" aria-label={t('common.loading')} />;
  const data = record.data;

  return (
    <Stack gap="5" maxWidth="5xl">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {title || t(`contentAdmin.typeOne.${type}`)}
          </Heading>
          <PublishedBadge published={data.published} />
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {canCall('contentAdminUpdate') && (
            <>
              <Button
                size="sm"
                colorPalette="brand"
                variant={data.published ? 'outline' : 'solid'}
                onClick={() => void actions.togglePublished(data)}
              >
                {data.published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {t(publishLabel(data.published))}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void navigate(localized(language, `${base}/${data.id}/edit`))}>
                <Pencil aria-hidden /> {t('contentAdmin.actions.edit')}
              </Button>
            </>
          )}
          {canCall('contentAdminDestroy') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void actions.remove(data, title)}>
              <Trash2 aria-hidden /> {t('contentAdmin.actions.delete')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => void navigate(localized(language, base))}>
            <ArrowLeft aria-hidden style={{ transform: english ? undefined : 'scaleX(-1)' }} /> {t('contentAdmin.actions.back')}
          </Button>
        </HStack>
      </HStack>
      <DetailList
        rows={[
          ...fieldsOf(type).map(
            (field) =>
              [t(`contentAdmin.fields.${field.name}`), displayValue(field, data.values[field.name], t, format, options.names)] as [
                string,
                React.ReactNode,
              ],
          ),
          [t('contentAdmin.fields.createdAt'), format.dateTime(data.createdAt)],
          [t('contentAdmin.fields.updatedAt'), format.dateTime(data.updatedAt)],
        ]}
      />
      {actions.dialog}
    </Stack>
  );
}
