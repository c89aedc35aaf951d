import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActions } from '../../data/device/outbox';
import type { DeviceStore } from '../../data/device/store';
import { isReachable } from '../../lib/reachability';
import { showSuccess } from '../../ui/toaster';
import { useSyncOutcome } from './useSyncOutcome';

/**
 * One toast that says what is true about actions just queued. Offline: they are queued, and the
 * reconnect summary will tell the rest. Online: nothing until every one has its answer, then how many
 * were applied and how many refused; one action applied says the spec's message for it (`appliedKey`,
 * items.done.*: "The item has been successfully exported to the warehouse.").
 */
export function useOutcomeToast(db: DeviceStore | undefined, queuedKey: string, appliedKey?: string) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  const actions = useActions(db, ids);
  const showOutcome = useSyncOutcome();
  useEffect(() => {
    if (!ids.length) return;
    const answered = ids.map((id) => actions.get(id));
    if (answered.some((a) => !a || a.state === 'queued')) return;
    const refused = answered.filter((a) => a?.state !== 'applied').length;
    const one = ids.length === 1 && refused === 0 && appliedKey;
    showOutcome((counts) => (one ? t(appliedKey) : t('operations.sync.outcome', counts)), ids.length - refused, refused);
    setIds([]);
  }, [actions, ids, t, showOutcome, appliedKey]);

  return (queued: readonly string[]) => {
    if (!queued.length) return;
    if (isReachable()) setIds([...queued]);
    else showSuccess(t(queuedKey, { count: queued.length }));
  };
}
