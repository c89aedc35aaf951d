// The audit log (spec §7): its screen, and its table, which a user's page shows as that user's activity.
export { AuditLogTable } from './AuditLogTable';
