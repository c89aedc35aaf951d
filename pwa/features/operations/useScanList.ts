import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import type { ActionType } from '../../../shared/items/states';
import { clearDraft, deleteDraftRows, putDraftFields, putDraftRows, readDraft } from '../../data/device/drafts';
import type { DeviceStore } from '../../data/device/store';
import type { ActionPayload, DraftRow, DraftScreen } from '../../data/device/types';
import type { ScanSource } from '../../scan/keyboardWedge';
import { checkSerials, queueScanRows, type ScanCheck, type ScanRow } from './scanQueue';

export interface ScanListOptions {
  /** Queued rows stay in the draft until the screen is cleared (the sale screen: the customer's items), else they leave it when queued. */
  keepQueued: boolean;
}

/**
 * The rows of a scan screen: each serial once, looked up on the device, kept as the screen's draft on the device
 * (the store's draft tables) with the screen's fields, until queued or cleared. The list of serials already on the
 * screen is a synchronous set, so a serial twice in one paste, or a scanner's double read while the first is being
 * looked up, is one row and one action.
 *
 * Storage that fails (full, disabled, broken: issue 41 point 2) is said out loud: the rows it could not keep are
 * marked on the screen (`unsaved`), a toast says so once, and they stay in memory until a later write keeps them or
 * the seller clears them. With no store at all (it could not be opened), rows are still taken and checked as items
 * the device does not hold.
 */
export function useScanList(store: DeviceStore | undefined, screen: DraftScreen, { keepQueued }: ScanListOptions) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ScanRow[]>([]);
  const [fields, setFieldsState] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState(false);
  // A serial read again while in the list (a camera's re-read, a scanner's double read): counted for a quiet mark on its row.
  const [rereads, setRereads] = useState<ReadonlyMap<string, number>>(new Map());
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const current = useRef<ScanRow[]>([]);
  const taken = useRef(new Set<string>());
  const order = useRef(new Map<string, number>());
  const fieldsRef = useRef<Record<string, string>>({});
  const unsavedRef = useRef(new Set<string>());
  /** Rows being queued now: a second confirmation meanwhile leaves them to the first. */
  const queuing = useRef(new Set<string>());
  /** The storage failure was told: once until a write succeeds again, not a toast per scan. */
  const told = useRef(false);

  const commit = useCallback((next: ScanRow[]) => {
    current.current = next;
    setRows(next);
  }, []);
  const arrival = useCallback((serial: string) => {
    let at = order.current.get(serial);
    if (at === undefined) order.current.set(serial, (at = Date.now() * 1000 + order.current.size));
    return at;
  }, []);
  const draftRow = useCallback(
    (row: ScanRow): DraftRow => ({ screen, serial: row.serial, at: arrival(row.serial), row }),
    [screen, arrival],
  );

  const markUnsaved = useCallback(
    (serials: readonly string[], saved: boolean) => {
      const next = new Set(unsavedRef.current);
      for (const serial of serials) {
        if (saved) next.delete(serial);
        else next.add(serial);
      }
      unsavedRef.current = next;
      setUnsaved(next);
      if (saved) told.current = false;
      else if (!told.current) {
        told.current = true;
        showError(t('operations.storage.notKept'));
      }
    },
    [t],
  );

  /** Writes rows into the draft; with them, any row an earlier write could not keep. */
  const keep = useCallback(
    (fresh: readonly ScanRow[]) => {
      const serials = new Set([...fresh.map((r) => r.serial), ...unsavedRef.current]);
      const toWrite = current.current.filter((r) => serials.has(r.serial) && (keepQueued || !r.actionId));
      if (!store) return markUnsaved([...serials], false);
      putDraftRows(store, toWrite.map(draftRow)).then(
        () => markUnsaved([...serials], true),
        () => markUnsaved([...serials], false),
      );
    },
    [store, keepQueued, draftRow, markUnsaved],
  );

  // A store that opens (again) keeps what was taken without it.
  useEffect(() => {
    if (store && unsavedRef.current.size) keep([]);
  }, [store, keep]);

  // The draft comes back: rows first (before anything scanned meanwhile), then the fields.
  useEffect(() => {
    if (!store) return;
    let cancelled = false;
    void (async () => {
      const draft = await readDraft<ScanRow>(store, screen).catch(() => ({ rows: [], fields: {} }));
      if (cancelled) return;
      const back: ScanRow[] = [];
      for (const r of draft.rows) {
        // A row queued in the draft of a screen that lets queued rows go (adopted from the older layout): it went out.
        if (taken.current.has(r.serial) || (r.row.actionId && !keepQueued)) continue;
        taken.current.add(r.serial);
        order.current.set(r.serial, r.at);
        back.push(r.row);
      }
      commit([...back, ...current.current]);
      fieldsRef.current = { ...draft.fields, ...fieldsRef.current };
      setFieldsState(fieldsRef.current);
      setRestored(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [store, screen, keepQueued, commit]);

  /** Adds serials, normalized where they entered (one scan, or a pasted list in one go); `check` runs the shared rules on the device's copy first. */
  const addMany = useCallback(
    async (serials: readonly string[], source: ScanSource, check?: ScanCheck): Promise<ScanRow[]> => {
      const fresh: string[] = [];
      const repeats: string[] = [];
      for (const serial of serials) {
        if (taken.current.has(serial)) repeats.push(serial);
        else {
          taken.current.add(serial);
          fresh.push(serial);
        }
      }
      // Already in the list: nothing is wrong, the row says it was read again (issue 29 point 7), no red toast.
      if (repeats.length)
        setRereads((before) => {
          const next = new Map(before);
          for (const serial of repeats) next.set(serial, (next.get(serial) ?? 0) + 1);
          return next;
        });
      if (!fresh.length) return [];
      const added = await checkSerials(store, fresh, source, check);
      // Gone meanwhile (cleared or removed while it was looked up): not put back.
      const kept = added.filter((row) => taken.current.has(row.serial));
      for (const key of new Set(kept.flatMap((r) => (r.refusal ? [t(r.refusal.key, r.refusal.params)] : [])))) showError(key);
      commit([...current.current, ...kept]);
      keep(kept);
      return kept;
    },
    [store, t, commit, keep],
  );

  const add = useCallback(
    async (serial: string, source: ScanSource, check?: ScanCheck): Promise<ScanRow | null> =>
      (await addMany([serial], source, check))[0] ?? null,
    [addMany],
  );

  /**
   * Queues one action per row still to confirm (never a row refused on the device), in one transaction with the
   * draft; returns serial → action id. When the store cannot write, nothing is queued: the rows stay, marked, and the
   * seller is told (the screen offers to try again).
   */
  const queue = useCallback(
    async (toQueue: readonly ScanRow[], type: ActionType, payloadOf: (row: ScanRow) => ActionPayload): Promise<Map<string, string>> => {
      const ids = new Map<string, string>();
      const candidates = toQueue.filter((r) => !r.actionId && !r.refusal && taken.current.has(r.serial) && !queuing.current.has(r.serial));
      if (!candidates.length) return ids;
      if (!store) {
        markUnsaved(
          candidates.map((r) => r.serial),
          false,
        );
        return ids;
      }
      for (const row of candidates) queuing.current.add(row.serial);
      try {
        const queued = await queueScanRows(store, candidates, type, payloadOf, { screen, keepQueued, at: arrival });
        for (const row of queued) ids.set(row.serial, row.actionId as string);
        commit(current.current.map((r) => (ids.has(r.serial) ? { ...r, actionId: ids.get(r.serial) ?? null } : r)));
        markUnsaved([...ids.keys()], true);
        return ids;
      } catch {
        told.current = false;
        markUnsaved(
          candidates.map((r) => r.serial),
          false,
        );
        return ids;
      } finally {
        for (const row of candidates) queuing.current.delete(row.serial);
      }
    },
    [store, screen, keepQueued, commit, arrival, markUnsaved],
  );

  const remove = useCallback(
    (serial: string) => {
      taken.current.delete(serial);
      setRereads((before) => {
        const next = new Map(before);
        next.delete(serial);
        return next;
      });
      commit(current.current.filter((r) => r.serial !== serial));
      markUnsaved([serial], true);
      if (store) void deleteDraftRows(store, screen, [serial]).catch(() => undefined);
    },
    [store, screen, commit, markUnsaved],
  );

  /** Empties the screen's list (its draft's rows); with `fields`, its form too. */
  const clear = useCallback(
    (options: { fields?: boolean } = { fields: true }) => {
      taken.current.clear();
      order.current.clear();
      setRereads(new Map());
      markUnsaved([...unsavedRef.current], true);
      commit([]);
      if (options.fields) {
        fieldsRef.current = {};
        setFieldsState({});
      }
      if (store) void clearDraft(store, screen, { keepFields: !options.fields }).catch(() => undefined);
    },
    [store, screen, commit, markUnsaved],
  );

  /** A field of the screen's form, kept in the draft as it is typed. */
  const setField = useCallback(
    (name: string, value: string) => {
      fieldsRef.current = { ...fieldsRef.current, [name]: value };
      setFieldsState(fieldsRef.current);
      if (store) void putDraftFields(store, screen, fieldsRef.current).catch(() => undefined);
    },
    [store, screen],
  );

  /** Tries again to keep the rows an earlier write could not (the seller freed space). */
  const retrySaving = useCallback(() => keep([]), [keep]);

  return { rows, rereads, unsaved, add, addMany, queue, remove, clear, fields, setField, restored, retrySaving };
}
