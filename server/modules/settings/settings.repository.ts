import { randomUUID } from 'node:crypto';
import { DEFAULT_THEME } from '../../../shared/themes';
import { DEFAULT_ACTIVATION_LIMIT, type SettingsValues } from '../../../shared/validation/settings';
import type { Db } from '../../db';
import { camelRow } from '../../db/camel';
import type { SettingsTable } from '../../db/tables/settings';

/** The id of the current settings (spec §3: the document named default). */
export const CURRENT_SETTINGS_ID = 'default';

export const DEFAULT_SETTINGS: SettingsValues = {
  theme: DEFAULT_THEME,
  title: '',
  barcodeTitle: '',
  barcodeName: '',
  pinCode: '',
  deletionNeedsPinCode: false,
  signature: null,
  signatureOnCertificate: true,
  signatureOnLabels: false,
  activationLimit: DEFAULT_ACTIVATION_LIMIT,
  labelOffsetTopMm: 0,
  labelOffsetStartMm: 0,
  warrantyTerms: '',
};

export interface StoredSettings extends SettingsValues {
  updatedAt: string | null;
  updatedBy: string | null;
}

function fromRow({ id: _id, ...row }: SettingsTable): StoredSettings {
  return camelRow(row, {
    theme: row.theme as SettingsValues['theme'],
    deletionNeedsPinCode: row.deletion_needs_pin_code === 1,
    signature: row.signature ? (JSON.parse(row.signature) as SettingsValues['signature']) : null,
    signatureOnCertificate: row.signature_on_certificate === 1,
    signatureOnLabels: row.signature_on_labels === 1,
    warrantyTerms: row.warranty_terms ?? '',
  });
}

/** The current settings; the defaults when none were ever saved. */
export async function readSettings(db: Db): Promise<StoredSettings> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', CURRENT_SETTINGS_ID).executeTakeFirst();
  return row ? fromRow(row) : { ...DEFAULT_SETTINGS, updatedAt: null, updatedBy: null };
}

export async function hasSettingsRow(db: Db): Promise<boolean> {
  return (await db.selectFrom('settings').select('id').where('id', '=', CURRENT_SETTINGS_ID).executeTakeFirst()) !== undefined;
}

export async function writeSettings(db: Db, values: SettingsValues, at: string, by: string | null): Promise<void> {
  const row: SettingsTable = {
    id: CURRENT_SETTINGS_ID,
    theme: values.theme,
    title: values.title,
    barcode_title: values.barcodeTitle,
    barcode_name: values.barcodeName,
    pin_code: values.pinCode,
    deletion_needs_pin_code: values.deletionNeedsPinCode ? 1 : 0,
    signature: values.signature ? JSON.stringify(values.signature) : null,
    activation_limit: values.activationLimit,
    signature_on_certificate: values.signatureOnCertificate ? 1 : 0,
    signature_on_labels: values.signatureOnLabels ? 1 : 0,
    label_offset_top_mm: values.labelOffsetTopMm,
    label_offset_start_mm: values.labelOffsetStartMm,
    warranty_terms: values.warrantyTerms,
    updated_at: at,
    updated_by: by,
  };
  const { id: _id, ...changes } = row;
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
}

export interface HistoryEntryRow {
  id: string;
  values: SettingsValues;
  createdAt: string;
  createdBy: string | null;
}

export async function insertHistory(db: Db, values: SettingsValues, at: string, by: string | null): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('settings_history')
    .values({ id, values: JSON.stringify(values), created_at: at, created_by: by })
    .execute();
  return id;
}

/** Past settings, newest first; the `default` document is never listed. */
export async function listHistory(db: Db, limit: number): Promise<HistoryEntryRow[]> {
  const rows = await db
    .selectFrom('settings_history')
    .selectAll()
    .where('id', '!=', CURRENT_SETTINGS_ID)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => camelRow(r, { values: { ...DEFAULT_SETTINGS, ...(JSON.parse(r.values) as Partial<SettingsValues>) } }));
}

export async function findHistory(db: Db, id: string): Promise<HistoryEntryRow | undefined> {
  const row = await db.selectFrom('settings_history').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelRow(row, { values: JSON.parse(row.values) as SettingsValues }) : undefined;
}

export async function deleteHistory(db: Db, id: string): Promise<void> {
  await db.deleteFrom('settings_history').where('id', '=', id).execute();
}
