import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '../../shared/dates';
import { attackClient } from '../support/attacks';
import { buildUser, saveSettings } from '../support/factories';
import { gql } from '../support/graphql';
import { action, buildCatalogEntry, buildItems, buildSeller, push, sell } from '../support/items';
import { startTestServer, type TestServer } from '../support/server';
import { lastSmsCode } from '../support/sms';

// Issue 43 point 5: the customer's warranty certificate was one JPEG on an A5 page (0 characters for pdftotext, no
// fonts). The server now typesets it from its records, as text in embedded fonts, in the customer's language, for
// the ticket of a confirmed registration only.

let server: TestServer;
let serial: string;
let ticketId: string;
let unconfirmed: string;
const TERMS = 'يغطي الضمان عيوب الصناعة لمدة سنتين من تاريخ التفعيل.';

const START = `mutation ($s: String!, $n: String!, $p: String!) {
  warrantyRegisterStart(serialNumber: $s, customerName: $n, phoneNumber: $p) { ticketId } }`;
const CONFIRM = `mutation ($t: String!, $c: String!) { warrantyRegisterConfirm(ticketId: $t, code: $c) { customerName } }`;

async function register(item: string, name: string, phone: string, confirm: boolean): Promise<string> {
  const started = await gql<{ warrantyRegisterStart: { ticketId: string } }>(server.url, START, { s: item, n: name, p: phone });
  const ticket = started.data?.warrantyRegisterStart.ticketId as string;
  if (confirm) {
    const code = await lastSmsCode(server, `+2${phone}`);
    expect((await gql(server.url, CONFIRM, { t: ticket, c: code })).errors).toBeUndefined();
  }
  return ticket;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  const owner = await buildUser(server, { roles: ['owner'] });
  const outlet = await buildSeller(server, owner.token, { nameAr: 'فرع طنطا', nameEn: 'Tanta branch' });
  const catalogId = await buildCatalogEntry(server, owner.token, { nameAr: 'فلتر مطبخ', nameEn: 'Kitchen filter', warrantyPeriod: 24 });
  const serials = await buildItems(server, owner.token, 2, catalogId);
  await push(server, owner.token, [...serials.flatMap((s) => [action('factoryExport', s), action('export', s, { sellerId: outlet })])]);
  for (const s of serials) await sell(server, owner.token, s, { clientName: 'منى حسن', clientPhone: '01012345678' });
  await saveSettings(server, owner.token, { theme: 'astronaut-blue', warrantyTerms: TERMS });
  serial = serials[0] as string;
  ticketId = await register(serial, 'منى حسن', '01012345678', true);
  unconfirmed = await register(serials[1] as string, 'Someone', '01098765432', false);
});
afterAll(async () => {
  await server?.stop();
});

const certificate = (ticket: string, lang: string) =>
  fetch(`${server.url}/warranty/certificate.pdf?${new URLSearchParams({ ticket, lang }).toString()}`);

/** The PDF's text as pdftotext reads it, and its fonts as pdffonts lists them. */
function read(pdf: Buffer): { text: string; letters: string; fonts: string; pages: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-'));
  const file = path.join(dir, 'c.pdf');
  fs.writeFileSync(file, pdf);
  try {
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return {
      text,
      letters: text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, ''),
      fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
      pages: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the warranty certificate as a PDF', () => {
  it('is text in embedded fonts, on one A5 page, in Arabic: the customer, the item, the dates, the terms', async () => {
    const answer = await certificate(ticketId, 'ar');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(decodeURIComponent(answer.headers.get('content-disposition') ?? '')).toContain(`شهادة ضمان ${serial}.pdf`);
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(pdf.length).toBeLessThan(100 * 1024);
    const { text, letters, fonts, pages } = read(pdf);
    expect(pages).toMatch(/Pages:\s+1\n/);
    expect(pages).toMatch(/Page size:\s+419\.5\d x 595\.2\d pts/);
    expect(fonts).toMatch(/IBMPlexSansArabic-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    for (const words of ['شهادةضمان', 'حسن', 'مطبخ', 'فرعطنطا', 'عيوبالصناعة']) expect(letters).toContain(words);
    expect(text).toContain(serial);
    const activated = await server.database.db
      .selectFrom('items')
      .select('activation_date')
      .where('serial_number', '=', serial)
      .executeTakeFirstOrThrow();
    // pdftotext writes an Arabic-Indic date's parts in display order: compare the parts.
    for (const part of formatInstant(activated.activation_date as string, 'ar', 'day').split('-')) expect(text).toContain(part);
  });

  it('is in English when asked, the customer’s Arabic name kept as written', async () => {
    const answer = await certificate(ticketId, 'en');
    expect(answer.status).toBe(200);
    const { text, letters } = read(Buffer.from(await answer.arrayBuffer()));
    for (const words of ['Warranty certificate', 'Kitchen filter', 'Tanta branch', 'Warranty terms', 'Activated on'])
      expect(text).toContain(words);
    expect(letters).toContain('حسن');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain(`/w/${serial}`);
  });

  it('is no one’s without a confirmed registration: an unknown or unconfirmed ticket is refused in the caller’s language', async () => {
    for (const ticket of [unconfirmed, '00000000-0000-0000-0000-000000000000', 'x', '']) {
      const answer = await certificate(ticket, 'en');
      expect(answer.status).toBe(404);
      const body = (await answer.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0]).toMatchObject({
        message:
          'No certificate was found for this registration. Register the warranty on this page again, or ask the shop where you bought it.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const ar = (await (await certificate(unconfirmed, 'ar')).json()) as { errors: Array<{ message: string }> };
    expect(ar.errors[0]?.message).toContain('لم نجد شهادة لهذا التسجيل');
  });

  it('refuses a caller past 20 in 10 minutes with 429, and /healthz answers throughout', async () => {
    const answers = await attackClient(server.url).whileRunning(() =>
      Promise.all(Array.from({ length: 25 }, () => certificate('00000000-0000-0000-0000-000000000000', 'en'))),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    const body = (await refused[0]!.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await certificate(ticketId, 'ar')).status).toBe(429);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
