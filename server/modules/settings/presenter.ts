import { formatSettingsDate } from '../../../shared/dates';
import type { SettingsValues } from '../../../shared/validation/settings';
import type { HistoryEntryRow, StoredSettings } from './settings.repository';
import { brandLine } from '../../../shared/brand';

function presentSignature(signature: SettingsValues['signature']) {
  if (!signature) return null;
  if ('dataUrl' in signature) return { dataUrl: signature.dataUrl, file: null };
  return {
    dataUrl: null,
    file: {
      id: signature.id,
      name: signature.name,
      sizeInBytes: signature.sizeInBytes,
      publicUrl: signature.publicUrl,
      privateUrl: signature.privateUrl ?? null,
    },
  };
}

/** Full settings, for the owner only. */
export function presentSettings(s: StoredSettings) {
  return {
    theme: s.theme,
    title: s.title,
    barcodeTitle: s.barcodeTitle,
    barcodeName: s.barcodeName,
    pinCode: s.pinCode,
    deletionNeedsPinCode: s.deletionNeedsPinCode,
    signature: presentSignature(s.signature),
    signatureOnCertificate: s.signatureOnCertificate,
    signatureOnLabels: s.signatureOnLabels,
    activationLimit: s.activationLimit,
    labelOffsetTopMm: s.labelOffsetTopMm,
    labelOffsetStartMm: s.labelOffsetStartMm,
    warrantyTerms: s.warrantyTerms,
    updatedAt: s.updatedAt,
  };
}

/** The signature as an image source to print: a drawn one's data URL or an uploaded one's URL. */
export function signatureImage(s: Pick<SettingsValues, 'signature'>): string | null {
  if (!s.signature) return null;
  return 'dataUrl' in s.signature ? s.signature.dataUrl : s.signature.publicUrl;
}

/** What anyone may know, signed in or not: the look of the app. */
export function presentAppSettings(s: StoredSettings) {
  return {
    theme: s.theme,
    title: s.title,
    brand: brandLine(s.barcodeTitle, s.barcodeName) || s.title,
    warrantyTerms: s.warrantyTerms,
    deletionNeedsPinCode: s.deletionNeedsPinCode,
  };
}

/** A past settings entry with the spec's date (DD/MM/YYYY) and time (hh:mm am/pm). The old pin code is not shown. */
export function presentHistoryEntry(entry: HistoryEntryRow) {
  const { date, time } = formatSettingsDate(entry.createdAt);
  const { pinCode: _pin, ...values } = entry.values;
  return {
    id: entry.id,
    date,
    time,
    createdAt: entry.createdAt,
    ...values,
    signature: presentSignature(values.signature),
  };
}
