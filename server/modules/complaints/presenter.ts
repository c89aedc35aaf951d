import type { UploadedFile } from '../auth/presenter';
import type { ComplaintMessageRow, ComplaintRow } from './complaints.repository';

export function presentComplaint(row: ComplaintRow & { message_count?: number; last_message?: string | null }) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    serialNumber: row.serial_number,
    sellerId: row.seller_id,
    phoneNumber: row.customer_phone,
    customerName: row.customer_name,
    source: row.source,
    closed: row.status === 'closed',
    messageCount: row.message_count ?? null,
    lastMessage: row.last_message ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

export function presentMessage(row: ComplaintMessageRow) {
  return {
    id: row.id,
    author: row.author,
    authorEmail: row.author_email,
    message: row.body,
    attachments: (JSON.parse(row.attachments) as UploadedFile[]).map((a) => ({
      id: a.id,
      name: a.name,
      sizeInBytes: a.sizeInBytes,
      publicUrl: a.publicUrl,
      privateUrl: a.privateUrl ?? null,
    })),
    createdAt: row.created_at,
  };
}
