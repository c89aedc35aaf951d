import { Badge, Button, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { ArrowLeft, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { contentTypePath, type ContentTypeKey } from '../../../shared/contentAdmin';
import { useErrorHandler } from '../../app/errors/useErrorHandler';
import { useLanguage } from '../../app/language';
import { showSuccess } from '../../app/toaster';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailList } from '../../components/DetailList';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { deleteContentRecord, fetchContentRecord, publishContentRecord } from '../../data/contentAdmin';
import { useRemote } from '../../data/useRemote';
import { localized } from '../../lib/languagePath';
import { useAccess } from '../auth/access';
import { fieldsOf } from './contentForm';
import { displayValue } from './displayValue';
import { useContentOptions } from './useContentOptions';

/** One record with every field, its state, and the actions the user may take. */
export function ContentViewPage({ type }: { type: ContentTypeKey }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const language = useLanguage();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const format = useFormatters();
  const { canCall } = useAccess();
  const { confirm, dialog } = useConfirm();
  const options = useContentOptions(type);
  const record = useRemote((signal) => fetchContentRecord(type, id, signal), `${type}/${id}`);
  const base = `/admin/content/${contentTypePath(type)}`;
  const english = i18n.language === 'en';
  const title = record.data ? (english ? record.data.title.en : record.data.title.ar) : '';
  usePageTitle(`contentAdmin.typeNames.${type}`, title);

  useEffect(() => {
    if (!record.error) return;
    handleError(record.error);
    void navigate(localized(language, base));
  }, [record.error, handleError, navigate, language, base]);

  if (!record.data) return <Spinner aria-label={t('common.loading')} />;
  const data = record.data;
  const nameOf = (list: typeof options.branches) => (optionId: string) => {
    const found = list.find((o) => o.id === optionId);
    return found ? (english ? found.name.en : found.name.ar) : optionId;
  };

  async function togglePublished() {
    try {
      await publishContentRecord(type, data.id, !data.published);
      showSuccess(t(data.published ? 'contentAdmin.unpublished' : 'contentAdmin.published'));
      record.reload();
    } catch (error) {
      handleError(error);
    }
  }

  async function remove() {
    const ok = await confirm({
      title: t('contentAdmin.confirmDelete.title'),
      text: t('contentAdmin.confirmDelete.text', { name: title }),
      confirmLabel: t('contentAdmin.confirmDelete.confirm'),
    });
    if (!ok) return;
    try {
      await deleteContentRecord(type, data.id);
      showSuccess(t('contentAdmin.deleted'));
      void navigate(localized(language, base));
    } catch (error) {
      handleError(error);
    }
  }

  return (
    <Stack gap="5" maxWidth="5xl">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {title || t(`contentAdmin.typeOne.${type}`)}
          </Heading>
          <Badge colorPalette={data.published ? 'green' : 'gray'}>
            {t(data.published ? 'contentAdmin.state.published' : 'contentAdmin.state.draft')}
          </Badge>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {canCall('contentAdminUpdate') && (
            <>
              <Button size="sm" colorPalette="brand" variant={data.published ? 'outline' : 'solid'} onClick={() => void togglePublished()}>
                {data.published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {t(data.published ? 'contentAdmin.actions.unpublish' : 'contentAdmin.actions.publish')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void navigate(localized(language, `${base}/${data.id}/edit`))}>
                <Pencil aria-hidden /> {t('contentAdmin.actions.edit')}
              </Button>
            </>
          )}
          {canCall('contentAdminDestroy') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>
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
              [
                t(`contentAdmin.fields.${field.name}`),
                displayValue(field, data.values[field.name], t, format, {
                  branch: nameOf(options.branches),
                  category: nameOf(options.categories),
                }),
              ] as [string, React.ReactNode],
          ),
          [t('contentAdmin.fields.createdAt'), format.dateTime(data.createdAt)],
          [t('contentAdmin.fields.updatedAt'), format.dateTime(data.updatedAt)],
        ]}
      />
      {dialog}
    </Stack>
  );
}
