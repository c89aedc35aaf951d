import type { TFunction } from 'i18next';
import { isThemeName, DEFAULT_THEME, type ThemeName } from '../../../shared/themes';
import { settingsInputSchema } from '../../../shared/validation/settings';
import type { SettingsView } from '../../data/settings';
import { issueParams } from '../../../shared/validation/common';

/** The settings form: numbers kept as typed text until checked. */
export interface SettingsForm {
  theme: ThemeName;
  title: string;
  barcodeTitle: string;
  barcodeName: string;
  pinCode: string;
  deletionNeedsPinCode: boolean;
  signature: SettingsView['signature'];
  signatureOnCertificate: boolean;
  signatureOnLabels: boolean;
  activationLimit: string;
  labelOffsetTopMm: string;
  labelOffsetStartMm: string;
  warrantyTerms: string;
}

export function formOf(settings: SettingsView): SettingsForm {
  return {
    theme: isThemeName(settings.theme) ? settings.theme : DEFAULT_THEME,
    title: settings.title,
    barcodeTitle: settings.barcodeTitle,
    barcodeName: settings.barcodeName,
    pinCode: settings.pinCode,
    deletionNeedsPinCode: settings.deletionNeedsPinCode,
    signature: settings.signature,
    signatureOnCertificate: settings.signatureOnCertificate,
    signatureOnLabels: settings.signatureOnLabels,
    activationLimit: String(settings.activationLimit),
    labelOffsetTopMm: String(settings.labelOffsetTopMm),
    labelOffsetStartMm: String(settings.labelOffsetStartMm),
    warrantyTerms: settings.warrantyTerms,
  };
}

/** The values to send, or the translated problems per field (the shared schema, as on the server). */
export function checkForm(form: SettingsForm, t: TFunction) {
  const values = {
    ...form,
    activationLimit: Number(form.activationLimit),
    labelOffsetTopMm: Number(form.labelOffsetTopMm),
    labelOffsetStartMm: Number(form.labelOffsetStartMm),
  };
  const { signature, ...rest } = values;
  const parsed = settingsInputSchema.safeParse({
    ...rest,
    signature: signature?.dataUrl ? { dataUrl: signature.dataUrl } : (signature?.file ?? null),
  });
  if (parsed.success) return { values, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= t(issue.message, { path: t(`settings.fields.${field}`), ...issueParams(issue) });
  }
  return { values: null, errors };
}
