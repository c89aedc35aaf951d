import type { ComplaintStatusName } from '../../shared/validation/complaints';
import { request } from './request';
import type { UploadedFileView } from './settings';

export interface ComplaintRow {
  id: string;
  number: number;
  status: ComplaintStatusName;
  serialNumber: string | null;
  sellerId: string | null;
  phoneNumber: string;
  closed: boolean;
  messageCount: number | null;
  lastMessage: string | null;
  createdAt: string;
}

export interface ComplaintMessage {
  id: string;
  author: 'staff' | 'customer';
  authorEmail: string | null;
  message: string;
  attachments: UploadedFileView[];
  createdAt: string;
}

export interface ComplaintDetail extends ComplaintRow {
  messages: ComplaintMessage[];
}

export interface ComplaintFilter {
  status?: ComplaintStatusName | null;
  sellerId?: string | null;
  createdAtRange?: [string | null, string | null] | null;
}

const ROW = 'id number status serialNumber sellerId phoneNumber closed messageCount lastMessage createdAt';
const DETAIL = `id number status serialNumber sellerId phoneNumber closed messageCount lastMessage createdAt messages { id author authorEmail message createdAt attachments { id name sizeInBytes publicUrl privateUrl } }`;

export async function fetchComplaints(input: { filter: ComplaintFilter; limit: number; offset: number }, signal?: AbortSignal) {
  const data = await request<{ complaintList: { count: number; rows: ComplaintRow[] } }>(
    `query ComplaintList($filter: ComplaintFilter, $limit: Int, $offset: Int) { complaintList(filter: $filter, limit: $limit, offset: $offset) { count rows { ${ROW} } } }`,
    input,
    signal,
  );
  return data.complaintList;
}

export async function fetchComplaint(id: string, signal?: AbortSignal): Promise<ComplaintDetail> {
  return (await request<{ complaintFind: ComplaintDetail }>(`query ComplaintFind($id: String!) { complaintFind(id: $id) { ${DETAIL} } }`, { id }, signal)).complaintFind;
}

export async function replyToComplaint(id: string, message: string): Promise<ComplaintDetail> {
  return (await request<{ complaintReply: ComplaintDetail }>(`mutation ComplaintReply($id: String!, $message: String!) { complaintReply(id: $id, message: $message) { ${DETAIL} } }`, { id, message })).complaintReply;
}

export async function setComplaintLocked(id: string, locked: boolean): Promise<ComplaintDetail> {
  const op = locked ? 'complaintLock' : 'complaintUnlock';
  const data = await request<Record<string, ComplaintDetail>>(`mutation ComplaintLocking($id: String!) { ${op}(id: $id) { ${DETAIL} } }`, { id });
  return data[op] as ComplaintDetail;
}

/** Deletes a complaint; `pinCode` when the settings ask for one. */
export async function deleteComplaint(id: string, pinCode: string | null): Promise<boolean> {
  return (await request<{ complaintDestroy: boolean }>('mutation ComplaintDestroy($id: String!, $pinCode: String) { complaintDestroy(id: $id, pinCode: $pinCode) }', { id, pinCode })).complaintDestroy;
}
