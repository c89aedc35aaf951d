import i18n from 'i18next';
import { UPLOAD_FOLDERS, type UploadedFileRecord, type UploadFolderName } from '../../shared/uploads';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../lib/graphql';
import { getAccessToken } from './accessToken';

/**
 * Sends one file to `POST /uploads/{kind}/{folder}` with the access token as
 * a bearer header (the server takes no cookie there). XMLHttpRequest rather
 * than fetch: only it reports upload progress. A refusal throws the same
 * GraphQLRequestError as a GraphQL call, with the server's translated message.
 */
export function uploadFile(folder: UploadFolderName, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<UploadedFileRecord> {
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
      let body: (UploadedFileRecord & { errors?: GraphQLErrorEntry[] }) | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 && body?.publicUrl) resolve(body);
      else if (body?.errors?.length) reject(new GraphQLRequestError(body.errors));
      else reject(new GraphQLRequestError([], { status: xhr.status, messages: [xhr.statusText].filter(Boolean) }));
    };
    xhr.onerror = () => reject(new GraphQLRequestError([], { status: 0, messages: ['network error'] }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The spec's record for GraphQL inputs (UploadedFileInput has no pixel size). */
export function toFileInput(file: { id: string; name: string; sizeInBytes: number; publicUrl: string; privateUrl?: string | null }) {
  return { id: file.id, name: file.name, sizeInBytes: file.sizeInBytes, publicUrl: file.publicUrl, privateUrl: file.privateUrl ?? null };
}
