import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui/toaster';
import type { ActionType } from '../../../shared/items/states';
import type { LocalDatabase } from '../../data/db';
import {
  clearDraft,
  deleteDraftRows,
  putDraftFields,
  putDraftRows,
  readDraft,
  type DraftRow,
  type DraftScreen,
} from '../../data/draftStore';
import { storeActions } from '../../data/outbox';
import type { LocalAction } from '../../data/schemas';
import type { ScanSource } from '../../scan/keyboardWedge';
import { checkSerials, queueScanRows, type ScanCheck, type ScanRow } from './scanQueue';

export interface ScanListOptions {
  /** Queued rows stay in the draft until the screen is cleared (the sale screen: the customer's items), else they leave it when queued. */
  keepQueued: boolean;
}

/**
 * The rows of a scan screen: each serial once, looked up on the device, kept as the screen's draft on the device
 * (pwa/data/draftStore.ts) with the screen's fields, until queued or cleared. The list of serials already on the
 * screen is a synchronous set, so a serial twice in one paste, or a scanner's double read while the first is being
 * looked up, is one row and one action.
 */
export function useScanList(db: LocalDatabase | undefined, screen: DraftScreen, { keepQueued }: ScanListOptions) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ScanRow[]>([]);
  const [fields, setFieldsState] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState(false);
  // A serial read again while in the list (a camera's re-read, a scanner's double read): counted for a quiet mark on its row.
  const [rereads, setRereads] = useState<ReadonlyMap<string, number>>(new Map());
  const current = useRef<ScanRow[]>([]);
  const taken = useRef(new Set<string>());
  const order = useRef(new Map<string, number>());
  const fieldsRef = useRef<Record<string, string>>({});
  /** Rows being queued now: a second confirmation meanwhile leaves them to the first. */
  const queuing = useRef(new Set<string>());

  const commit = useCallback((next: ScanRow[]) => {
    current.current = next;
    setRows(next);
  }, []);
  const arrival = (serial: string) => {
    let at = order.current.get(serial);
    if (at === undefined) order.current.set(serial, (at = Date.now() * 1000 + order.current.size));
    return at;
  };
  const draftRow = (row: ScanRow, intent: LocalAction | null): DraftRow => ({
    screen,
    serial: row.serial,
    at: arrival(row.serial),
    row,
    intent,
  });
  // The draft is the device's copy of the screen; a failed write (storage full) leaves the screen working in memory.
  const saving = (write: Promise<unknown>) => void write.catch(() => undefined);

  // The draft comes back: rows first (before anything scanned meanwhile), the fields, and any action that was being
  // queued when the page went away, stored now under its own id (once: the outbox keeps one document per id).
  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    void (async () => {
      const draft = await readDraft<ScanRow>(db.name, screen).catch(() => ({ rows: [], fields: {} }));
      const intents = draft.rows.flatMap((r) => (r.intent ? [r.intent] : []));
      if (intents.length) {
        await storeActions(db, intents);
        if (keepQueued)
          await putDraftRows(
            db.name,
            draft.rows.filter((r) => r.intent).map((r) => ({ ...r, intent: null })),
          );
        else
          await deleteDraftRows(
            db.name,
            screen,
            intents.map((a) => a.serialNumber),
          );
      }
      if (cancelled) return;
      const back: ScanRow[] = [];
      for (const r of draft.rows) {
        if (taken.current.has(r.serial) || (r.intent && !keepQueued)) continue;
        taken.current.add(r.serial);
        order.current.set(r.serial, r.at);
        back.push(r.intent ? { ...r.row, actionId: r.intent.id } : r.row);
      }
      commit([...back, ...current.current]);
      fieldsRef.current = { ...draft.fields, ...fieldsRef.current };
      setFieldsState(fieldsRef.current);
      setRestored(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [db, screen, keepQueued, commit]);

  /** Adds serials (one scan, or a pasted list in one go); `check` runs the shared rules on the device's copy first. */
  const addMany = useCallback(
    async (serials: readonly string[], source: ScanSource, check?: ScanCheck): Promise<ScanRow[]> => {
      if (!db) return [];
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
      const added = await checkSerials(db, fresh, source, check);
      // Gone meanwhile (cleared or removed while it was looked up): not put back.
      const kept = added.filter((row) => taken.current.has(row.serial));
      for (const key of new Set(kept.flatMap((r) => (r.refusal ? [t(r.refusal.key, r.refusal.params)] : [])))) showError(key);
      commit([...current.current, ...kept]);
      saving(
        putDraftRows(
          db.name,
          kept.map((row) => draftRow(row, null)),
        ),
      );
      return kept;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draftRow reads refs only
    [db, screen, t, commit],
  );

  const add = useCallback(
    async (serial: string, source: ScanSource, check?: ScanCheck): Promise<ScanRow | null> =>
      (await addMany([serial], source, check))[0] ?? null,
    [addMany],
  );

  /**
   * Queues one action per row still to confirm (never a row refused on the device), in one outbox write; returns
   * serial → action id. The actions are written into the draft first, so a reload between the two writes loses none.
   */
  const queue = useCallback(
    async (
      toQueue: readonly ScanRow[],
      type: ActionType,
      payloadOf: (row: ScanRow) => Record<string, unknown>,
    ): Promise<Map<string, string>> => {
      const ids = new Map<string, string>();
      if (!db) return ids;
      const candidates = toQueue.filter((r) => !r.actionId && !r.refusal && taken.current.has(r.serial) && !queuing.current.has(r.serial));
      if (!candidates.length) return ids;
      for (const row of candidates) queuing.current.add(row.serial);
      try {
        const queued = await queueScanRows(db, candidates, type, payloadOf, { screen, keepQueued, at: arrival });
        for (const row of queued) ids.set(row.serial, row.actionId as string);
        commit(current.current.map((r) => (ids.has(r.serial) ? { ...r, actionId: ids.get(r.serial) ?? null } : r)));
        return ids;
      } finally {
        for (const row of candidates) queuing.current.delete(row.serial);
      }
    },
    [db, screen, keepQueued, commit],
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
      if (db) saving(deleteDraftRows(db.name, screen, [serial]));
    },
    [db, screen, commit],
  );

  /** Empties the screen's list (its draft's rows); with `fields`, its form too. */
  const clear = useCallback(
    (options: { fields?: boolean } = { fields: true }) => {
      taken.current.clear();
      order.current.clear();
      setRereads(new Map());
      commit([]);
      if (!db) return;
      if (options.fields) {
        fieldsRef.current = {};
        setFieldsState({});
        saving(clearDraft(db.name, screen));
      } else saving(clearDraft(db.name, screen, { keepFields: true }));
    },
    [db, screen, commit],
  );

  /** A field of the screen's form, kept in the draft as it is typed. */
  const setField = useCallback(
    (name: string, value: string) => {
      fieldsRef.current = { ...fieldsRef.current, [name]: value };
      setFieldsState(fieldsRef.current);
      if (db) saving(putDraftFields(db.name, screen, fieldsRef.current));
    },
    [db, screen],
  );

  return { rows, rereads, add, addMany, queue, remove, clear, fields, setField, restored };
}
