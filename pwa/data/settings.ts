import type { SettingsInput } from '../../shared/validation/settings';
import { requestText as request } from './request';

export interface UploadedFileView {
  id: string;
  name: string;
  sizeInBytes: number;
  publicUrl: string;
  privateUrl: string | null;
}

export interface SettingsView {
  theme: string;
  title: string;
  barcodeTitle: string;
  barcodeName: string;
  pinCode: string;
  deletionNeedsPinCode: boolean;
  signature: { dataUrl: string | null; file: UploadedFileView | null } | null;
  activationLimit: number;
  labelOffsetTopMm: number;
  labelOffsetStartMm: number;
}

export interface SettingsHistoryEntry extends Omit<SettingsView, 'pinCode'> {
  id: string;
  date: string;
  time: string;
}

const FIELDS = 'theme title barcodeTitle barcodeName deletionNeedsPinCode activationLimit labelOffsetTopMm labelOffsetStartMm signature { dataUrl file { id name sizeInBytes publicUrl privateUrl } }';

export async function fetchSettings(signal?: AbortSignal): Promise<SettingsView> {
  return (await request<{ settingsFind: SettingsView }>(`query SettingsFind { settingsFind { pinCode ${FIELDS} } }`, undefined, signal)).settingsFind;
}

export async function fetchSettingsHistory(signal?: AbortSignal): Promise<SettingsHistoryEntry[]> {
  return (await request<{ settingsHistory: SettingsHistoryEntry[] }>(`query SettingsHistory { settingsHistory { id date time ${FIELDS} } }`, undefined, signal)).settingsHistory;
}

/** The form's values → the GraphQL input (signature as {dataUrl} or {file}). */
export async function saveSettings(values: Omit<SettingsInput, 'signature'> & { signature: SettingsView['signature'] }): Promise<SettingsView> {
  const { signature, ...rest } = values;
  const input = {
    ...rest,
    signature: signature?.dataUrl ? { dataUrl: signature.dataUrl } : signature?.file ? { file: signature.file } : null,
  };
  return (await request<{ settingsSave: SettingsView }>(`mutation SettingsSave($settings: SettingsInput!) { settingsSave(settings: $settings) { pinCode ${FIELDS} } }`, { settings: input })).settingsSave;
}

export async function deleteSettingsHistory(id: string): Promise<boolean> {
  return (await request<{ settingsDelete: boolean }>('mutation SettingsDelete($id: String!) { settingsDelete(id: $id) }', { id })).settingsDelete;
}
