import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { localBrand } from '../../../../shared/brand';
import type { ErrorCode } from '../../../../shared/errors';
import type { Language } from '../../../../shared/i18n';
import { certificateRows } from '../../../../shared/warranty/certificate';
import type { AppDeps } from '../../../graphql/context';
import { clientAddress } from '../../../graphql/throttle';
import { hitRateLimit } from '../../../db/rateLimit';
import { translator } from '../../../lib/i18n';
import { publicOrigin } from '../../../lib/publicOrigin';
import { currentScope } from '../../../lib/requestScope';
import { presentAppSettings } from '../../settings/presenter';
import { readSettings } from '../../settings/settings.repository';
import { lookup } from '../schema';
import { typesetCertificate } from './typeset';

/** Where the warranty page downloads the certificate of a confirmed registration. */
export const CERTIFICATE_PATH = '/warranty/certificate.pdf';

// A certificate takes some tens of ms of the server's thread: a caller gets 20 in 10 minutes, plenty for a customer
// who downloads theirs in both languages and again.
const CERTIFICATES = { name: 'warrantyCertificate', limit: 20, windowMs: 10 * 60_000 };

/**
 * `GET /warranty/certificate.pdf?ticket=…&lang=ar|en`: the PDF of a confirmed registration's certificate, typeset by
 * the server from its own records (the item, the customer's name, the settings' brand and terms), never from what the
 * caller sends, so no one can have a certificate of a warranty that is not on record. The ticket (the registration's
 * random id, which only the phone that confirmed the SMS code was given) is the proof, in the query so that no log
 * line keeps it (server/lib/requestLog.ts writes paths without query strings).
 */
export function certificateRouter(deps: AppDeps): express.Router {
  const { db, config } = deps;
  const logoFile = path.join(config.staticDir, 'icons', 'icon-192.png');
  const logo = existsSync(logoFile) ? readFileSync(logoFile) : null;
  const router = express.Router();
  router.get(CERTIFICATE_PATH, async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : '';
    const language: Language = req.query.lang === 'en' ? 'en' : req.query.lang === 'ar' ? 'ar' : currentScope().language;
    if (!(await hitRateLimit(db, CERTIFICATES, clientAddress(req))))
      return fail(res, language, 429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    const registration =
      /^[0-9a-f-]{36}$/.test(ticket) &&
      (await db
        .selectFrom('warranty_registrations')
        .innerJoin('items', 'items.id', 'warranty_registrations.registered_item_id')
        .select(['warranty_registrations.customer_name', 'items.serial_number'])
        .where('warranty_registrations.id', '=', ticket)
        .where('warranty_registrations.confirmed_at', 'is not', null)
        .executeTakeFirst());
    if (!registration) return fail(res, language, 404, 'NOT_FOUND', 'warranty.register.certificateNotFound');
    const [item, settings] = await Promise.all([lookup({ db, language }, registration.serial_number), readSettings(db)]);
    if (!item) return fail(res, language, 404, 'NOT_FOUND', 'warranty.register.certificateNotFound');
    const t = translator(language);
    const titles = { ar: translator('ar')('common.appTitle'), en: translator('en')('common.appTitle') };
    const pdf = await typesetCertificate({
      language,
      brand: localBrand(presentAppSettings(settings).brand, titles, language),
      title: t('warranty.register.certificateTitle'),
      rows: certificateRows(item, registration.customer_name, t, language),
      terms: settings.warrantyTerms ? { title: t('warranty.register.certificateTerms'), text: settings.warrantyTerms } : null,
      footer: [t('warranty.register.certificateCheck', { url: `${publicOrigin(config)}/w/${item.serialNumber}` })],
      logo,
    });
    const name = `${t('warranty.register.certificateTitle')} ${item.serialNumber}.pdf`;
    res
      .status(200)
      .type('application/pdf')
      .set(
        'Content-Disposition',
        `attachment; filename="certificate-${item.serialNumber}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(pdf);
  });
  return router;
}

/** A refusal in the GraphQL shape the PWA reads everywhere, in the certificate's language. */
function fail(res: Response, language: Language, status: number, code: ErrorCode, key: string): void {
  res.status(status).json({ errors: [{ message: translator(language)(key), extensions: { code } }] });
}
