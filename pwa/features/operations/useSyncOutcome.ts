import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localized } from '../../lib/languagePath';
import { useLanguage } from '../../ui/language';
import { toaster } from '../../ui/toaster';
import { OUTBOX_PATH } from './outboxPath';

/**
 * The toast that says how many actions were applied and how many refused, once all have their answer (after a
 * reconnect, or right after queuing online): refusals make it a warning that points to the outbox, and its button
 * opens the outbox either way (where today's applied actions and the refusals are).
 */
export function useSyncOutcome(): (
  title: (counts: { applied: string; refused: string }) => string,
  applied: number,
  refused: number,
) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    (title, applied, refused) =>
      void toaster.create({
        type: refused ? 'warning' : 'success',
        title: title({
          applied: t('operations.sync.applied', { count: applied }),
          refused: t('operations.sync.refused', { count: refused }),
        }),
        description: refused ? t('operations.sync.seeInbox') : undefined,
        action: { label: t('operations.outbox.open'), onClick: () => void navigate(localized(language, OUTBOX_PATH)) },
      }),
    [t, navigate, language],
  );
}
