import { requestText as request } from './request';

export interface LabelItem {
  serialNumber: string;
  qrCode: string;
  itemName: string | null;
  brand: string | null;
  printingCountPerItem: number;
}

/** The items to print, in the order given; unknown serials are reported, not thrown. */
export async function fetchLabelItems(serials: readonly string[]): Promise<{ items: LabelItem[]; missing: string[] }> {
  const results = await Promise.allSettled(
    serials.map((serialNumber) =>
      request<{ itemFind: LabelItem }>('query Label($s: String!) { itemFind(serialNumber: $s) { serialNumber qrCode itemName brand printingCountPerItem } }', { s: serialNumber }),
    ),
  );
  const items: LabelItem[] = [];
  const missing: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') items.push(result.value.itemFind);
    else missing.push(serials[i] as string);
  });
  return { items, missing };
}
