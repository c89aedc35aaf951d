export const OUTBOX_PATH = '/admin/outbox';
