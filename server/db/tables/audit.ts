export interface AuditLogsTable {
  id: string;
  entity_name: string;
  entity_id: string | null;
  action: string;
  /** JSON: {before, after} for updates, the values for creates and deletes. */
  values: string | null;
  created_by_id: string | null;
  created_by_email: string | null;
  timestamp: string;
}

export interface AuditTables {
  audit_logs: AuditLogsTable;
  import_hashes: ImportHashesTable;
}

/** A hash per imported row (spec §5): importing the same data twice is refused. */
export interface ImportHashesTable {
  entity_name: string;
  hash: string;
  entity_id: string | null;
  created_at: string;
}
