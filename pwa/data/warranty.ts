import { graphql, type ResultOf } from './graphql';
import { request } from './request';

// The customer's side of a product's warranty: what the QR code on its label
// opens. Over POST: a warranty's state changes with an activation, and a
// cached answer would show the old one.

const WarrantyLookup = graphql(`
  query WarrantyLookup($serialNumber: String!) {
    warrantyLookup(serialNumber: $serialNumber) {
      serialNumber
      name
      model
      photoUrl
      warrantyStatus
      activationDate
      expirationDate
      outletName
    }
  }
`);

const WarrantyComplaint = graphql(`
  mutation WarrantyComplaint($serialNumber: String, $phoneNumber: String!, $message: String!) {
    complaintCreate(serialNumber: $serialNumber, phoneNumber: $phoneNumber, message: $message) {
      number
    }
  }
`);

export type WarrantyInfo = NonNullable<ResultOf<typeof WarrantyLookup>['warrantyLookup']>;

/** The public view of an item's warranty (null: no such item): no client name or phone ever comes back. */
export async function fetchWarranty(serialNumber: string, signal?: AbortSignal): Promise<WarrantyInfo | null> {
  return (await request(WarrantyLookup, { serialNumber }, { signal })).warrantyLookup;
}

/** Sends the customer's complaint about an item; answers the complaint's number. */
export async function sendWarrantyComplaint(serialNumber: string, phoneNumber: string, message: string): Promise<number> {
  return (await request(WarrantyComplaint, { serialNumber, phoneNumber, message })).complaintCreate.number;
}
