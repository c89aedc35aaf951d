import { translator } from './lib/i18n';
import { currentScope } from './lib/requestScope';
import { refuseBodiesNotTaken } from './lib/requestBody';

/** Past /graphql, only an upload reads a body: any other one is refused unread (413), not read away whole. */
export function refuseUnreadBodies() {
  return refuseBodiesNotTaken(
    (req) => req.method === 'POST' && req.path.startsWith('/uploads/'),
    (_req, res) => {
      const t = translator(currentScope().language);
      res
        .status(413)
        .set('Cache-Control', 'no-store')
        .json({ errors: [{ message: t('errors.bodyNotTaken'), extensions: { code: 'PAYLOAD_TOO_LARGE', max: 0 } }] });
    },
  );
}
