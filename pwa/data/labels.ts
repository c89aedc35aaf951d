import { graphql, type ResultOf } from './graphql';
import { request } from './request';

const LabelItem = graphql(`
  query LabelItem($serial: String!) {
    itemFind(serialNumber: $serial) {
      serialNumber
      qrCode
      itemName
      catalogName
      brand
      printingCountPerItem
    }
  }
`);

export type LabelItem = ResultOf<typeof LabelItem>['itemFind'];

const LabelSettings = graphql(`
  query LabelSettings {
    labelSettings {
      title
      barcodeTitle
      barcodeName
      labelOffsetTopMm
      labelOffsetStartMm
      signature
    }
  }
`);

/** The settings a label prints with (texts, printer offsets): readable by whoever may print labels. */
export async function fetchLabelSettings(signal?: AbortSignal) {
  return (await request(LabelSettings, {}, { signal })).labelSettings;
}

/** The items to print, in the order given; unknown serials are reported, not thrown. */
export async function fetchLabelItems(
  serials: readonly string[],
  signal?: AbortSignal,
): Promise<{ items: LabelItem[]; missing: string[] }> {
  const results = await Promise.allSettled(serials.map((serial) => request(LabelItem, { serial }, { signal })));
  // Cancelled: every lookup failed for that reason, not because its serial is unknown.
  signal?.throwIfAborted();
  const items: LabelItem[] = [];
  const missing: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') items.push(result.value.itemFind);
    else missing.push(serials[i] as string);
  });
  return { items, missing };
}

const CertificateSettings = graphql(`
  query CertificateSettings {
    certificateSettings {
      title
      signature
    }
  }
`);

/** What a warranty certificate prints from the settings (title, and the signature when they ask for it). */
export async function fetchCertificateSettings(signal?: AbortSignal) {
  return (await request(CertificateSettings, {}, { signal })).certificateSettings;
}
