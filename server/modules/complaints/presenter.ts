import { camelRow } from '../../db/camel';
import type { UploadedFile } from '../auth/presenter';
import type { ComplaintMessageRow, ComplaintRow } from './complaints.repository';

export function presentComplaint(row: ComplaintRow & { message_count?: number; last_message?: string | null }) {
  return camelRow(row, {
    phoneNumber: row.customer_phone,
    closed: row.status === 'closed',
    messageCount: row.message_count ?? null,
    lastMessage: row.last_message ?? null,
  });
}

export function presentMessage(row: ComplaintMessageRow) {
  return camelRow(row, {
    message: row.body,
    attachments: (JSON.parse(row.attachments) as UploadedFile[]).map((a) => ({
      id: a.id,
      name: a.name,
      sizeInBytes: a.sizeInBytes,
      publicUrl: a.publicUrl,
      privateUrl: a.privateUrl ?? null,
    })),
  });
}
