import i18n from 'i18next';
import { UPLOAD_FOLDERS, type UploadFolderName } from '../../shared/uploads';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../lib/graphql';
import { getAccessToken } from './accessToken';
import { graphql, type ResultOf } from './graphql';

/** The fields of an uploaded file (spec §3 "Uploaded file"), wherever a document asks for one. */
export const UploadedFileFields = graphql(`
  fragment UploadedFileFields on UploadedFile @_unmask {
    id
    name
    sizeInBytes
    publicUrl
    privateUrl
  }
`);

/** An uploaded file as the schema answers it. */
export type UploadedFile = ResultOf<typeof UploadedFileFields>;

/** The same file as an input sends it back (UploadedFileInput). */
export type UploadedFileInput = ReturnType<typeof graphql.scalar<'UploadedFileInput'>>;

/** What the upload route answers: the schema's file, and the pixel size of an image. */
export type UploadAnswer = UploadedFile & { width?: number; height?: number };

function isUploadAnswer(body: unknown): body is UploadAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    typeof b.id === 'string' &&
    typeof b.name === 'string' &&
    typeof b.sizeInBytes === 'number' &&
    typeof b.publicUrl === 'string' &&
    (b.privateUrl == null || typeof b.privateUrl === 'string')
  );
}

function errorsOf(body: unknown): GraphQLErrorEntry[] {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors)
    ? errors.filter((e): e is GraphQLErrorEntry => typeof (e as GraphQLErrorEntry | null)?.message === 'string')
    : [];
}

/**
 * Sends one file to `POST /uploads/{kind}/{folder}` with the access token as
 * a bearer header (the server takes no cookie there). XMLHttpRequest rather
 * than fetch: only it reports upload progress. A refusal throws the same
 * GraphQLRequestError as a GraphQL call, with the server's translated message.
 */
export function uploadFile(
  folder: UploadFolderName,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  const { kind } = UPLOAD_FOLDERS[folder];
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/uploads/${kind}/${folder}`);
    xhr.setRequestHeader('accept-language', i18n.language || 'ar');
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const errors = errorsOf(body);
      if (xhr.status === 201 && isUploadAnswer(body)) resolve(body);
      else if (errors.length) reject(new GraphQLRequestError(errors));
      else reject(new GraphQLRequestError([], { status: xhr.status, messages: [xhr.statusText].filter(Boolean) }));
    };
    xhr.onerror = () => reject(new GraphQLRequestError([], { status: 0, messages: ['network error'] }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The record for GraphQL inputs: only the input's fields (UploadedFileInput has no pixel size). */
export function toFileInput(file: {
  id: string;
  name: string;
  sizeInBytes: number;
  publicUrl: string;
  privateUrl?: string | null;
}): UploadedFileInput {
  return { id: file.id, name: file.name, sizeInBytes: file.sizeInBytes, publicUrl: file.publicUrl, privateUrl: file.privateUrl ?? null };
}
