import { useEffect, useState } from 'react';
import type { LocalDatabase } from './db';
import { indexedItem } from './itemIndex';
import { itemStoreNamed } from './itemStore';
import type { LocalItem, LocalSeller } from './schemas';

/** A local item by serial, or null when the device does not have it: from memory once the index is in, else IndexedDB. */
export async function findLocalItem(db: LocalDatabase, serialNumber: string): Promise<LocalItem | null> {
  const store = itemStoreNamed(db.name);
  const known = indexedItem(store.name, serialNumber);
  if (known !== undefined) return known;
  return (await store.items.where('serialNumber').equals(serialNumber).first()) ?? null;
}

/** Local items by serial, in one read (a pasted list): each serial's item, or null when the device does not have it. */
export async function findLocalItems(db: LocalDatabase, serials: readonly string[]): Promise<Map<string, LocalItem | null>> {
  const store = itemStoreNamed(db.name);
  const out = new Map<string, LocalItem | null>();
  const missing: string[] = [];
  for (const serial of serials) {
    const known = indexedItem(store.name, serial);
    if (known === undefined) missing.push(serial);
    else out.set(serial, known);
  }
  if (missing.length) {
    const found = await store.items.where('serialNumber').anyOf(missing).toArray();
    const bySerial = new Map(found.map((item) => [item.serialNumber, item]));
    for (const serial of missing) out.set(serial, bySerial.get(serial) ?? null);
  }
  return out;
}

/** Outlets an item can be exported to: confirmed sellers (the screen names and sorts them in its language). */
export function useConfirmedSellers(db: LocalDatabase | undefined): LocalSeller[] {
  const [sellers, setSellers] = useState<LocalSeller[]>([]);
  useEffect(() => {
    if (!db) return;
    const subscription = db.sellers
      .find({ selector: { status: 'confirmed' }, sort: [{ id: 'asc' }] })
      .$.subscribe((docs) => setSellers(docs.map((d) => d.toJSON() as LocalSeller)));
    return () => subscription.unsubscribe();
  }, [db]);
  return sellers;
}
