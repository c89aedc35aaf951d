export type ComplaintStatus = 'opened' | 'pending' | 'closed';

export interface ComplaintsTable {
  id: string;
  /** Sequential, shown to people (#1042). */
  number: number;
  status: ComplaintStatus;
  serial_number: string | null;
  seller_id: string | null;
  customer_phone: string;
  /** Recorded by staff for a walk-in or phoned-in customer; null from the warranty page. */
  customer_name: string | null;
  source: 'public' | 'backoffice';
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  closed_at: string | null;
  closed_by: string | null;
}

export interface ComplaintMessagesTable {
  id: string;
  complaint_id: string;
  author: 'staff' | 'customer';
  author_id: string | null;
  author_email: string | null;
  body: string;
  /** JSON array of uploaded-file records (images). */
  attachments: string;
  created_at: string;
}

export interface ComplaintTables {
  complaints: ComplaintsTable;
  complaint_messages: ComplaintMessagesTable;
}
