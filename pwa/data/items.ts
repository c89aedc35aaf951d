import { useEffect, useState } from 'react';
import type { LocalDatabase } from './db';
import { itemStoreNamed } from './itemStore';
import type { LocalItem, LocalSeller } from './schemas';

/** A local item by serial (an index read), or null when the device does not have it. */
export async function findLocalItem(db: LocalDatabase, serialNumber: string): Promise<LocalItem | null> {
  return (await itemStoreNamed(db.name).items.where('serialNumber').equals(serialNumber).first()) ?? null;
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
