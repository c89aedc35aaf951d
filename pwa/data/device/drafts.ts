import type { DeviceStore } from './store';
import type { DraftRow, DraftScreen } from './types';

// What a scan screen holds and has not queued yet (issue 29 point 2): its rows and its form's fields, kept in the
// account's store so a reload, a crash, a closed browser or a screen change loses none of it. Rows go out of the
// draft in the same transaction as their actions go into the outbox (outbox.ts queueActions).

/** A screen's draft: its rows in the order they came, and its fields. */
export async function readDraft<Row>(
  store: DeviceStore,
  screen: DraftScreen,
): Promise<{ rows: DraftRow<Row>[]; fields: Record<string, string> }> {
  const [rows, fields] = await store.transaction('r', store.draftRows, store.draftFields, () =>
    Promise.all([store.draftRows.where('screen').equals(screen).toArray(), store.draftFields.get(screen)]),
  );
  return { rows: (rows as DraftRow<Row>[]).sort((a, b) => a.at - b.at), fields: fields?.values ?? {} };
}

export async function putDraftRows(store: DeviceStore, rows: readonly DraftRow[]): Promise<void> {
  if (rows.length) await store.draftRows.bulkPut([...rows]);
}

export async function deleteDraftRows(store: DeviceStore, screen: DraftScreen, serials: readonly string[]): Promise<void> {
  if (serials.length) await store.draftRows.bulkDelete(serials.map((serial): [DraftScreen, string] => [screen, serial]));
}

export async function putDraftFields(store: DeviceStore, screen: DraftScreen, values: Record<string, string>): Promise<void> {
  await store.draftFields.put({ screen, values });
}

/** Clears a screen's draft: its rows and, unless kept, its fields. */
export async function clearDraft(store: DeviceStore, screen: DraftScreen, options: { keepFields?: boolean } = {}): Promise<void> {
  await store.transaction('rw', store.draftRows, store.draftFields, async () => {
    await store.draftRows.where('screen').equals(screen).delete();
    if (!options.keepFields) await store.draftFields.delete(screen);
  });
}
