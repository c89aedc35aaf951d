import { graphql, type ResultOf } from './graphql';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../lib/graphql';
import { request } from './request';

// The customer's side of a product's warranty: what the QR code on its label
// opens. Over POST: a warranty's state changes with an activation, and a
// cached answer would show the old one.

/** What the page shows of an item's warranty: the lookup's answer and the registration's. */
const WarrantyInfoFields = graphql(`
  fragment WarrantyInfoFields on WarrantyInfo @_unmask {
    serialNumber
    name
    model
    photoUrl
    warrantyStatus
    activationDate
    expirationDate
    outletName
    registered
    sold
    replacedBy
    replaces
    returnedAt
  }
`);

const WarrantyLookup = graphql(
  `
    query WarrantyLookup($serialNumber: String!) {
      warrantyLookup(serialNumber: $serialNumber) {
        ...WarrantyInfoFields
      }
    }
  `,
  [WarrantyInfoFields],
);

const RegisterStart = graphql(`
  mutation WarrantyRegisterStart($serialNumber: String!, $customerName: String!, $phoneNumber: String!) {
    warrantyRegisterStart(serialNumber: $serialNumber, customerName: $customerName, phoneNumber: $phoneNumber) {
      ticketId
      phone
    }
  }
`);

const RegisterConfirm = graphql(
  `
    mutation WarrantyRegisterConfirm($ticketId: String!, $code: String!) {
      warrantyRegisterConfirm(ticketId: $ticketId, code: $code) {
        customerName
        info {
          ...WarrantyInfoFields
        }
      }
    }
  `,
  [WarrantyInfoFields],
);

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

export type WarrantyCertificate = ResultOf<typeof RegisterConfirm>['warrantyRegisterConfirm'];

/** The buyer asks to register the item's warranty: a code goes to their phone (answered masked). */
export async function startWarrantyRegistration(serialNumber: string, customerName: string, phoneNumber: string) {
  return (await request(RegisterStart, { serialNumber, customerName, phoneNumber })).warrantyRegisterStart;
}

/** The code from the SMS registers it; answers what the certificate prints. */
export async function confirmWarrantyRegistration(ticketId: string, code: string): Promise<WarrantyCertificate> {
  return (await request(RegisterConfirm, { ticketId, code })).warrantyRegisterConfirm;
}

/**
 * The certificate of a confirmed registration as the server typesets it (server/modules/warranty/certificate): a
 * PDF in `language`, and the file name the server gives it. A refusal is a GraphQLRequestError with the server's
 * message, as any call's.
 */
export async function downloadCertificate(ticketId: string, language: 'ar' | 'en'): Promise<{ blob: Blob; name: string }> {
  const query = new URLSearchParams({ ticket: ticketId, lang: language });
  const response = await fetch(`/warranty/certificate.pdf?${query.toString()}`, { cache: 'no-store' }).catch(() => {
    throw new GraphQLRequestError([], { status: 0, messages: ['network error'] });
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: GraphQLErrorEntry[] } | null;
    throw new GraphQLRequestError(body?.errors ?? [], { status: response.status, messages: [response.statusText].filter(Boolean) });
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return { blob: await response.blob(), name: named ? decodeURIComponent(named) : `certificate.pdf` };
}
