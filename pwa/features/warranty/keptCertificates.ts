import { readStored, writeStored } from '../../lib/storage';

// The warranty registrations confirmed in this browser, by serial: the ticket is the proof the certificate's download
// asks for, and only the phone that confirmed the SMS code was given it. Without it kept, a reload (or the QR code
// scanned again) showed "registered" with no way to download the certificate again. The newest few only.

export interface KeptCertificate {
  serial: string;
  ticketId: string;
  customerName: string;
}

const KEPT = 5;

function readAll(): KeptCertificate[] {
  try {
    const parsed: unknown = JSON.parse(readStored('warrantyCertificates') ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is KeptCertificate =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as KeptCertificate).serial === 'string' &&
        typeof (entry as KeptCertificate).ticketId === 'string' &&
        typeof (entry as KeptCertificate).customerName === 'string',
    );
  } catch {
    return [];
  }
}

/** The registration of `serial` confirmed in this browser, if any. */
export function keptCertificate(serial: string): KeptCertificate | null {
  return readAll().find((entry) => entry.serial === serial) ?? null;
}

/** Keeps a confirmed registration (the newest first; an older one of the same serial is replaced). */
export function keepCertificate(entry: KeptCertificate): void {
  const others = readAll().filter((kept) => kept.serial !== entry.serial);
  writeStored('warrantyCertificates', JSON.stringify([entry, ...others].slice(0, KEPT)));
}
