import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentTypeKey } from '../../../shared/contentAdmin';
import { useErrorHandler } from '../../ui/errors/useErrorHandler';
import { showSuccess } from '../../ui/toaster';
import { useConfirm } from '../../components/ConfirmDialog';
import { deleteContentRecord, publishContentRecord, type ContentRecord } from '../../data/contentAdmin';

// What the list and the view screens both do with a record: name it, show
// whether it is published, publish or withdraw it, delete it after asking.

/** The record's name in the UI's language, else in the other one. */
export function useRecordTitle(): (record: Pick<ContentRecord, 'title'>) => string {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return ({ title }) => (english ? title.en || title.ar : title.ar || title.en);
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={published ? 'green' : 'gray'}>{t(published ? 'contentAdmin.state.published' : 'contentAdmin.state.draft')}</Badge>
  );
}

/** The label of the publish button: what pressing it does. */
export const publishLabel = (published: boolean) => (published ? 'contentAdmin.actions.unpublish' : 'contentAdmin.actions.publish');

interface RecordActions {
  togglePublished(record: Pick<ContentRecord, 'id' | 'published'>): Promise<void>;
  remove(record: Pick<ContentRecord, 'id'>, name: string): Promise<void>;
  /** The confirmation dialog; render it once in the screen. */
  dialog: ReactNode;
}

/** Publish and delete, each with its message; `onPublished` and `onDeleted` say what the screen does next. */
export function useRecordActions(type: ContentTypeKey, then: { onPublished(): void; onDeleted(): void }): RecordActions {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const { confirm, dialog } = useConfirm();

  async function togglePublished(record: Pick<ContentRecord, 'id' | 'published'>) {
    try {
      await publishContentRecord(type, record.id, !record.published);
      showSuccess(t(record.published ? 'contentAdmin.unpublished' : 'contentAdmin.published'));
      then.onPublished();
    } catch (error) {
      handleError(error);
    }
  }

  async function remove(record: Pick<ContentRecord, 'id'>, name: string) {
    const ok = await confirm({
      title: t('contentAdmin.confirmDelete.title'),
      text: t('contentAdmin.confirmDelete.text', { name }),
      confirmLabel: t('contentAdmin.confirmDelete.confirm'),
    });
    if (!ok) return;
    try {
      await deleteContentRecord(type, record.id);
      showSuccess(t('contentAdmin.deleted'));
      then.onDeleted();
    } catch (error) {
      handleError(error);
    }
  }

  return { togglePublished, remove, dialog };
}
