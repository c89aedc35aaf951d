import { formatInstant } from '../dates';

/** What a warranty certificate prints of the item (WarrantyInfo's fields, as the public lookup gives them). */
export interface CertificateItem {
  name: string | null;
  model: string | null;
  serialNumber: string;
  activationDate: string | null;
  expirationDate: string | null;
  outletName: string | null;
}

/** A certificate's line: its label, its value, and whether the value is a code read left to right (a serial). */
export type CertificateRow = [label: string, value: string, code?: boolean];

/**
 * The lines of the customer's warranty certificate, in one language: the same on the warranty page's card and in the
 * PDF the server typesets (server/modules/warranty/certificate), so the two never say different things.
 */
export function certificateRows(
  item: CertificateItem,
  customerName: string,
  t: (key: string) => string,
  language: 'ar' | 'en',
): CertificateRow[] {
  const day = (iso: string | null) => (iso ? formatInstant(iso, language, 'day') : '—');
  return [
    [t('warranty.register.customer'), customerName],
    [t('warranty.register.product'), [item.name, item.model].filter(Boolean).join(' · ')],
    [t('warranty.serial'), item.serialNumber, true],
    [t('warranty.activatedOn'), day(item.activationDate)],
    [t('warranty.expiresOn'), day(item.expirationDate)],
    ...(item.outletName ? ([[t('warranty.outlet'), item.outletName]] as CertificateRow[]) : []),
  ];
}
