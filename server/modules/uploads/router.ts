import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { can } from '../../../shared/access/permissions';
import {
  formatBytes,
  isUploadFolder,
  UPLOAD_FOLDERS,
  UPLOAD_RULES,
  type UploadedFileRecord,
  type UploadKind,
} from '../../../shared/uploads';
import type { ErrorCode } from '../../../shared/errors';
import type { AppDeps } from '../../graphql/context';
import { translator } from '../../lib/i18n';
import { imageExtension, isPdf } from '../../lib/fileTypes';
import { fileStoreFor } from '../../lib/files/fileStore';
import { storeImage } from '../../lib/images';
import { hitRateLimit } from '../../db/rateLimit';
import { currentScope } from '../../lib/requestScope';
import { BodyError, readBody, settleUnreadBody } from '../../lib/requestBody';
import { writeAudit } from '../../db/audit';
import { authenticateRequest } from '../auth/session';

/**
 * `POST /uploads/{images|documents}/{folder}`: the raw file as the body, its
 * name in `X-File-Name` (URI-encoded). Only a bearer token signs the caller in
 * (never a cookie), so a cross-site form cannot post here. Checks, in order:
 * signed in, the folder's permission (shared/uploads.ts), size, type by magic
 * bytes; images are then re-encoded (server/lib/images.ts). Errors answer in
 * the GraphQL shape `{ errors: [{ message, extensions: { code } }] }` in the
 * caller's language, so the PWA handles them like any other.
 */
const UPLOADS = { name: 'upload', limit: 60, windowMs: 60_000 };

export function uploadsRouter(deps: AppDeps): express.Router {
  const { db, config } = deps;
  const router = express.Router();

  router.post('/:kind/*folder', async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    const kind = req.params.kind as string;
    const folder = ([] as string[]).concat(req.params.folder ?? []).join('/');
    if (!isUploadFolder(folder) || UPLOAD_FOLDERS[folder].kind !== kind) return fail(req, res, 404, 'NOT_FOUND', 'errors.notFound');
    const rule = UPLOAD_RULES[kind as UploadKind];
    const auth = await authenticateRequest(db, config, req);
    res.locals.auth = auth; // the request's log line names the account (server/lib/requestLog.ts)
    if (!auth.user)
      return fail(
        req,
        res,
        401,
        'UNAUTHENTICATED',
        auth.authProblem === 'disabled' ? 'auth.codes.user-disabled' : 'errors.unauthenticated',
      );
    const allowed = UPLOAD_FOLDERS[folder].permissions;
    if (!allowed.some((permission) => can(auth.user?.roles, permission))) {
      await writeAudit(db, {
        entityName: 'permission',
        entityId: `upload:${folder}`,
        action: 'denied',
        actor: auth.user,
        values: { roles: auth.user.roles },
      });
      return fail(req, res, 403, 'FORBIDDEN', 'errors.forbidden');
    }
    // Each upload is decoded and re-encoded (CPU-heavy): bounded per account.
    if (!(await hitRateLimit(db, UPLOADS, auth.user.id))) return fail(req, res, 429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    // Refuse a declared oversize body before reading it.
    if (Number(req.get('content-length') ?? 0) > rule.maxBytes) return tooBig(req, res, kind as UploadKind);
    next();
  });

  router.post('/:kind/*folder', async (req: Request, res: Response) => {
    const kind = req.params.kind as UploadKind;
    const folder = ([] as string[]).concat(req.params.folder ?? []).join('/');
    // Read up to the limit and no further, with or without a declared length (express.raw read a chunked body
    // to its end before refusing it: 600 MiB took 6 to 15 s).
    let bytes: Buffer;
    try {
      bytes = await readBody(req, UPLOAD_RULES[kind].maxBytes);
    } catch (err) {
      if (err instanceof BodyError && err.status === 413) return tooBig(req, res, kind);
      return fail(req, res, 400, 'BAD_USER_INPUT', 'errors.badRequest');
    }
    const name = fileName(req.get('x-file-name'), kind);
    if (kind === 'images') {
      if (!bytes.length || !imageExtension(bytes)) return fail(req, res, 400, 'BAD_USER_INPUT', 'validation.mustBeImage');
      let stored: UploadedFileRecord;
      try {
        stored = await storeImage(fileStoreFor(config), folder, bytes, name);
      } catch {
        // Right header, undecodable pixels (truncated, corrupt or a disguised file).
        return fail(req, res, 400, 'BAD_USER_INPUT', 'validation.mustBeImage');
      }
      return res.status(201).json(stored);
    }
    if (!isPdf(bytes)) return fail(req, res, 400, 'BAD_USER_INPUT', 'validation.invalidFormat', { format: 'pdf' });
    const id = randomUUID();
    const privateUrl = `${folder}/${id}.pdf`;
    await fileStoreFor(config).put(privateUrl, bytes, 'application/pdf');
    const record: UploadedFileRecord = { id, name, sizeInBytes: bytes.length, publicUrl: `/uploads/${privateUrl}`, privateUrl };
    return res.status(201).json(record);
  });

  return router;
}

/** An answer before, or instead of, reading the upload: its body is read away within bounds or its connection closed. */
function fail(
  req: Request,
  res: Response,
  status: number,
  code: ErrorCode,
  key: string,
  params: Record<string, unknown> = {},
  extensions: Record<string, unknown> = {},
): void {
  if (!req.complete) settleUnreadBody(req, res);
  const t = translator(currentScope().language);
  res.status(status).json({ errors: [{ message: t(key, params), extensions: { code, ...extensions } }] });
}

/**
 * Over the kind's limit: nothing past it is kept, what the client still sends is read away within REFUSED_BODY_DRAIN
 * (so that it reads its answer rather than a reset), and then the connection closes: it is never reused.
 */
function tooBig(req: Request, res: Response, kind: UploadKind): void {
  const max = UPLOAD_RULES[kind].maxBytes;
  res.set('Connection', 'close');
  fail(req, res, 413, 'PAYLOAD_TOO_LARGE', 'validation.fileTooBig', { max: formatBytes(max) }, { max });
}

/** The name as the user knew it, without folders or control characters; a default when absent. */
function fileName(header: string | undefined, kind: UploadKind): string {
  let name: string;
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    name = header ?? '';
  }
  name = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}<>:"|?*]/gu, '')
    .trim()
    .slice(-120);
  if (!name || name.startsWith('.')) name = kind === 'images' ? 'image' : 'document.pdf';
  if (kind === 'documents' && !/\.pdf$/i.test(name)) name += '.pdf';
  return name;
}
