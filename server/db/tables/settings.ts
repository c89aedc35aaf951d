export interface SettingsTable {
  /** Always 'default': the current settings. */
  id: string;
  theme: string;
  title: string;
  barcode_title: string;
  barcode_name: string;
  pin_code: string;
  deletion_needs_pin_code: number;
  /** JSON: an uploaded-file record, or {dataUrl} for a drawn signature; null when none. */
  signature: string | null;
  activation_limit: number;
  /** 1: the signature is printed on warranty certificates. */
  signature_on_certificate: number;
  /** 1: the signature is printed on label sheets. */
  signature_on_labels: number;
  label_offset_top_mm: number;
  label_offset_start_mm: number;
  /** What the customer's warranty certificate prints as its terms ('' for none). */
  warranty_terms: string;
  updated_at: string;
  updated_by: string | null;
}

export interface SettingsHistoryTable {
  id: string;
  /** JSON of the settings that a save replaced (SettingsValues). */
  values: string;
  /** When they were replaced. */
  created_at: string;
  created_by: string | null;
}

export interface SettingsTables {
  settings: SettingsTable;
  settings_history: SettingsHistoryTable;
}
