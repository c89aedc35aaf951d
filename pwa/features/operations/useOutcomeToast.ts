import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalDatabase } from '../../data/db';
import { useActions } from '../../data/outbox';
import { showError, showSuccess } from '../../ui/toaster';

/**
 * One toast that says what is true about actions just queued. Offline: they are queued, and the
 * reconnect summary will tell the rest. Online: nothing until every one has its answer, then how many
 * were applied and how many refused.
 */
export function useOutcomeToast(db: LocalDatabase | undefined, queuedKey: string) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  const actions = useActions(db, ids);
  useEffect(() => {
    if (!ids.length) return;
    const answered = ids.map((id) => actions.get(id));
    if (answered.some((a) => !a || a.state === 'queued')) return;
    const refused = answered.filter((a) => a?.state !== 'applied').length;
    const message = t('operations.sync.outcome', {
      applied: t('operations.sync.applied', { count: ids.length - refused }),
      refused: t('operations.sync.refused', { count: refused }),
    });
    if (refused) showError(message);
    else showSuccess(message);
    setIds([]);
  }, [actions, ids, t]);

  return (queued: readonly string[]) => {
    if (!queued.length) return;
    if (navigator.onLine) setIds([...queued]);
    else showSuccess(t(queuedKey, { count: queued.length }));
  };
}
