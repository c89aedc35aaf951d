import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import { isWellFormedSerial, normalizeSerial } from '../../../shared/items/serial';
import { findLocalItem } from '../../data/items';
import type { LocalDatabase } from '../../data/db';
import type { LocalItem } from '../../data/schemas';
import type { ScanSource } from '../../scan/keyboardWedge';
import type { Precheck } from './precheck';

export interface ScanRow {
  serial: string;
  itemName: string | null;
  onDevice: boolean;
  source: ScanSource;
  /** Set once the row is queued in the outbox. */
  actionId: string | null;
  /** Refused on the device (precheck.ts): the server would refuse it, so it is never queued. */
  refusal: { key: string; params: Record<string, string> } | null;
  /** The change number of the device's copy of the item when scanned (null: not on the device), queued with the action. */
  seen: { version: number } | null;
}

/** What the device saw of an item: its copy's change number (`updatedAt` of a pull is the server's counter). */
export function seenOf(item: LocalItem | null): ScanRow['seen'] {
  const version = item ? Number(item.updatedAt) : NaN;
  return Number.isSafeInteger(version) && version >= 0 ? { version } : null;
}

/** The rows of a scan screen: each serial once, looked up on the device. */
export function useScanList(db: LocalDatabase | undefined) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ScanRow[]>([]);

  /** Adds a scanned serial; `check` runs the shared rules on the device's copy of the item first. */
  const add = useCallback(
    async (serial: string, source: ScanSource, check?: (item: LocalItem | null) => Precheck): Promise<ScanRow | null> => {
      if (rows.some((r) => r.serial === serial)) {
        showError(t('scan.duplicate'));
        return null;
      }
      // A mistyped serial (wrong check digit, wrong length) is certain on the device: refused at once, never queued.
      const wellFormed = isWellFormedSerial(normalizeSerial(serial));
      const item = db && wellFormed ? await findLocalItem(db, normalizeSerial(serial)) : null;
      const verdict = wellFormed ? check?.(item) : { verdict: 'refused' as const, key: 'scan.badCheckDigit', params: {} };
      const refusal = verdict?.verdict === 'refused' ? { key: verdict.key, params: verdict.params } : null;
      if (refusal) showError(t(refusal.key, refusal.params));
      const row: ScanRow = {
        serial,
        itemName: item?.itemName ?? null,
        onDevice: item !== null,
        source,
        actionId: null,
        refusal,
        seen: seenOf(item),
      };
      setRows((current) => (current.some((r) => r.serial === serial) ? current : [...current, row]));
      return row;
    },
    [db, rows, t],
  );

  const remove = useCallback((serial: string) => setRows((current) => current.filter((r) => r.serial !== serial)), []);
  const markQueued = useCallback((actionIds: Map<string, string>) => {
    setRows((current) => current.map((r) => (actionIds.has(r.serial) ? { ...r, actionId: actionIds.get(r.serial) ?? null } : r)));
  }, []);
  const clear = useCallback(() => setRows([]), []);

  return { rows, add, remove, markQueued, clear };
}
