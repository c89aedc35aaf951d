import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Why a body was refused: over the byte limit (413) or not what the endpoint reads (400). */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'BodyError';
  }
}

const ignore = () => undefined;
/** A NUL character, raw or as a JSON escape. */
const hasNul = (text: string) => text.includes(String.fromCharCode(0)) || /\\u0000/i.test(text);

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length
 * over the limit is refused before one byte is read; a body that grows past
 * it while streaming (chunked) stops being read there. Either way nothing past
 * the limit is kept in memory.
 */
export function readBody(req: Request, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit)
    return Promise.reject(new BodyError(413, `Content-Length ${declared} is over ${limit} bytes`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: BodyError) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      // A reset after this point must not surface as an unhandled 'error' event.
      req.on('error', ignore);
      if (error) {
        // Stop reading: no more bytes are pulled off the wire for this request.
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return done(new BodyError(413, `body is over ${limit} bytes`));
      chunks.push(chunk);
    };
    const onEnd = () => done();
    const onError = () => done(new BodyError(400, 'the body could not be read'));
    const onAborted = () => done(new BodyError(400, 'the client aborted the body'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(req: Request): string {
  return (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * What a refused body may still cost us so that its client can read the 413: the rest of the body is read and thrown
 * away, up to these bounds. A client that is still writing when the server closes gets a TCP reset, which can reach it
 * before the answer does (Node's fetch: "fetch failed", EPIPE; a browser: a network error; nginx: a 502).
 * docs/decisions.md "A refused body is read away".
 */
export const REFUSED_BODY_DRAIN = {
  /** Bytes read away after the refusal (a declared Content-Length over this is not read at all). */
  maxBytes: 16 * 1024 * 1024,
  /** A client that has not finished sending by then is cut off. */
  maxMs: 10_000,
  /** Connections being read away at once; past this, a refusal closes its connection at once. */
  maxConnections: 32,
};

let draining = 0;

/**
 * After a 413, reads the rest of the body and throws it away; resolves once it has all arrived (`cut` false), or when
 * the client went past REFUSED_BODY_DRAIN (`cut` true). Undefined when the body is past the bound already (its declared
 * length, or too many being read away): then nothing more is read.
 */
export function drainRefusedBody(req: Request): Promise<{ cut: boolean }> | undefined {
  if (req.complete) return Promise.resolve({ cut: false });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > REFUSED_BODY_DRAIN.maxBytes || draining >= REFUSED_BODY_DRAIN.maxConnections) return undefined;
  draining++;
  return new Promise((resolve) => {
    let drained = 0;
    const stop = (cut: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onEnd);
      draining--;
      resolve({ cut });
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > REFUSED_BODY_DRAIN.maxBytes) stop(true);
    };
    const onEnd = () => stop(false);
    const timer = setTimeout(() => stop(true), REFUSED_BODY_DRAIN.maxMs);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onEnd);
    req.resume();
  });
}

/**
 * A lingering close: the answer is written at once, whole (its Content-Length), but the response ends, and so a
 * connection the client asked to close closes, only once `drained` settles. Closing a socket with unread bytes sends
 * a reset, which can reach the client before its answer.
 */
function endAfter(req: Request, res: Response, drained: Promise<{ cut: boolean }>): void {
  const end = res.end.bind(res) as () => Response;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (chunk !== undefined && typeof chunk !== 'function') res.write(chunk, encoding as BufferEncoding);
    void drained.then(({ cut }) => {
      end();
      if (cut) req.socket.destroy();
    });
    return res;
  }) as Response['end'];
}

/**
 * Before answering a request whose body will not be read (refused, or sent where none is taken): the rest is read
 * away within REFUSED_BODY_DRAIN and the response ends after it, or, past those bounds, the connection closes after
 * the answer. Left alone, Node would read any size of body after the answer, to reuse the connection (600 MiB took
 * about 7 s a connection).
 */
export function settleUnreadBody(req: Request, res: Response): void {
  const drained = drainRefusedBody(req);
  if (drained) endAfter(req, res, drained);
  else res.setHeader('Connection', 'close');
}

/** True when the request carries a body (a Content-Length over 0, or a chunked one). */
export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Every address but `takesBody` reads no body: one sent anyway is refused (413) by `refuse` without being read, and
 * its connection settled (settleUnreadBody).
 */
export function refuseBodiesNotTaken(takesBody: (req: Request) => boolean, refuse: (req: Request, res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req) || takesBody(req)) return next();
    settleUnreadBody(req, res);
    refuse(req, res);
  };
}

export interface JsonBodyOptions {
  limit: number;
  /** Answers a refused body. After a 413 the rest is read away within REFUSED_BODY_DRAIN, then (or at once past it) the connection may close. */
  refuse(req: Request, res: Response, error: BodyError): void;
}

/**
 * Reads any request's body within the limit (a GET's too, which is usually
 * empty) and, for a JSON POST, parses it into `req.body`: an object, or
 * refused with 400. Other requests keep no body for the next handler to
 * answer (graphql-http: 415 for another media type).
 */
export function jsonBody(options: JsonBodyOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    readBody(req, options.limit).then(
      (buffer) => {
        if (req.method !== 'POST' || mediaTypeOf(req) !== 'application/json') return next();
        const text = buffer.toString('utf8');
        // No field of ours holds a NUL character, and PostgreSQL cannot store one in text: refused here, once for every field.
        if (hasNul(text)) return options.refuse(req, res, new BodyError(400, 'NUL character in the body'));
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          return options.refuse(req, res, new BodyError(400, 'Unparsable JSON body'));
        }
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          return options.refuse(req, res, new BodyError(400, 'JSON body must be an object'));
        req.body = value;
        next();
      },
      (error: unknown) => {
        const refusal = error instanceof BodyError ? error : new BodyError(400, 'the body could not be read');
        if (refusal.status === 413) settleUnreadBody(req, res);
        options.refuse(req, res, refusal);
      },
    );
  };
}
