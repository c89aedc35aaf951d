import { requestText as request } from '../../data/request';

export interface WarrantyInfo {
  serialNumber: string;
  name: string;
  model: string | null;
  photoUrl: string | null;
  warrantyStatus: 'inactive' | 'active' | 'expired';
  activationDate: string | null;
  expirationDate: string | null;
  outletName: string | null;
}

/** The public view of an item's warranty: no client name or phone ever comes back. */
export async function fetchWarranty(serialNumber: string): Promise<WarrantyInfo | null> {
  const data = await request<{ warrantyLookup: WarrantyInfo | null }>(
    `query Warranty($serialNumber: String!) {
      warrantyLookup(serialNumber: $serialNumber) { serialNumber name model photoUrl warrantyStatus activationDate expirationDate outletName }
    }`,
    { serialNumber },
  );
  return data.warrantyLookup;
}

export async function sendWarrantyComplaint(serialNumber: string, phoneNumber: string, message: string): Promise<number> {
  const data = await request<{ complaintCreate: { number: number } }>(
    `mutation Complaint($serialNumber: String, $phoneNumber: String!, $message: String!) {
      complaintCreate(serialNumber: $serialNumber, phoneNumber: $phoneNumber, message: $message) { number }
    }`,
    { serialNumber, phoneNumber, message },
  );
  return data.complaintCreate.number;
}
