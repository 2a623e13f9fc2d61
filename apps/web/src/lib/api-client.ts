import {
  APP_MESSAGES,
  TOKEN_TYPE,
  type Audience,
  type Endpoint,
  type Envelope,
  type InputOf,
  type OutputOf,
  type TokenPair,
} from '@stillpoint/contracts';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { ApiError } from './api-error';
import { setMaintenance } from './maintenance';
import { loginRouteFor } from './routes';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './session';

export { ApiError, type ApiErrorCode } from './api-error';

/** A successful envelope. */
export interface ApiResponse<T> {
  status: true;
  message: string;
  data: T;
  total_pages?: number;
  /** Logs: every log of the list, and those the filter matched. */
  total_logs?: number;
  total_records?: number;
}

interface ApiClientHooks {
  /** A session family ended (refresh refused): its storage is already cleared; send the person to log in. */
  onSessionExpired(audience: Audience): void;
}

const hooks: ApiClientHooks = {
  onSessionExpired(audience) {
    window.location.assign(loginRouteFor(audience));
  },
};

/** Lets the app route instead of reloading when a session ends. */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  Object.assign(hooks, next);
}

/**
 * Calls an endpoint of the catalogue: GET sends the input as the query string, POST as JSON. Endpoints
 * that need a session carry the Bearer token of their family (admin/... admin tokens, the rest front tokens).
 * On a 401 the family's token is refreshed once (shared by every waiting call) and the call retried.
 */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<ApiResponse<OutputOf<E>>> {
  const needsSession = endpoint.access !== 'public';
  const token = needsSession ? getAccessToken(endpoint.audience) : null;
  let response = await send(endpoint, input, token, options.signal);
  if (response.status === 401 && needsSession) {
    await discardBody(response);
    const fresh = await refreshAccessToken(endpoint.audience, token);
    response = await send(endpoint, input, fresh, options.signal);
  }
  return readEnvelope<OutputOf<E>>(endpoint, response);
}

async function send(endpoint: Endpoint, input: unknown, token: string | null, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `${TOKEN_TYPE} ${token}`;
  let url = endpoint.url;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = toQueryString(input);
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  try {
    return await fetch(url, { method: endpoint.method, headers, body, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: APP_MESSAGES.internal });
  }
}

/**
 * Reads away the body of an answer the client will not use (a 401 before the refresh): API answers are
 * `no-store`, and Chrome keeps such a request open until its body is read, which holds a connection.
 */
async function discardBody(response: Response): Promise<void> {
  try {
    await response.arrayBuffer();
  } catch {
    // Nothing to read, or the connection went: either way the request is over.
  }
}

export function toQueryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

async function readBody(response: Response): Promise<Partial<Envelope<unknown>> | null> {
  try {
    return (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    return null;
  }
}

async function readEnvelope<T>(endpoint: Endpoint, response: Response): Promise<ApiResponse<T>> {
  const body = await readBody(response);
  if (response.ok && body?.status === true) {
    const result: ApiResponse<T> = { status: true, message: body.message ?? '', data: body.data as T };
    if (typeof body.total_pages === 'number') result.total_pages = body.total_pages;
    if (typeof body.total_logs === 'number') result.total_logs = body.total_logs;
    if (typeof body.total_records === 'number') result.total_records = body.total_records;
    return result;
  }
  if (body?.code === 'MAINTENANCE' && endpoint.audience === 'front') {
    setMaintenance({ active: true, message: body.message ?? null });
  }
  throw new ApiError({
    status: response.status,
    message: body?.message || APP_MESSAGES.internal,
    code: body?.code,
    errors: body?.errors,
  });
}

/** One refresh per family at a time in this tab; other calls wait for it. */
const inflight: Partial<Record<Audience, Promise<string>>> = {};

/**
 * A fresh access token for a family whose token `staleToken` was refused. Exactly one refresh runs per
 * family while the others wait; navigator.locks keeps two tabs from rotating the same refresh token.
 * When the refresh is refused the family's session is cleared and the person sent to its login page.
 */
export function refreshAccessToken(audience: Audience, staleToken: string | null): Promise<string> {
  const current = getAccessToken(audience);
  // Another call already refreshed since this one started: just use the new token.
  if (current && current !== staleToken) return Promise.resolve(current);
  let pending = inflight[audience];
  if (!pending) {
    pending = runRefresh(audience).finally(() => {
      delete inflight[audience];
    });
    inflight[audience] = pending;
  }
  return pending;
}

async function runRefresh(audience: Audience): Promise<string> {
  const seenRefreshToken = getRefreshToken(audience);
  const refresh = async (): Promise<string> => {
    const stored = getRefreshToken(audience);
    if (stored !== seenRefreshToken) {
      // Another tab refreshed (or ended the session) while this one waited for the lock.
      const access = getAccessToken(audience);
      if (stored && access) return access;
      throw endSession(audience, null);
    }
    if (!stored) throw endSession(audience, null);
    const endpoint = audience === 'admin' ? authEndpoints.adminRefresh : authEndpoints.frontRefresh;
    const response = await send(endpoint, { refreshToken: stored }, null);
    const body = (await readBody(response)) as Partial<Envelope<TokenPair>> | null;
    if (response.ok && body?.status === true && body.data?.accessToken && body.data.refreshToken) {
      setTokens(audience, body.data);
      return body.data.accessToken;
    }
    // The server is in trouble: keep the session, the next call may succeed.
    if (response.status >= 500) {
      throw new ApiError({ status: response.status, message: body?.message || APP_MESSAGES.internal, code: body?.code });
    }
    throw endSession(audience, body?.message ?? null);
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return await locks.request(`stillpoint-refresh-${audience}`, refresh);
  }
  return refresh();
}

function endSession(audience: Audience, message: string | null): ApiError {
  clearSession(audience);
  hooks.onSessionExpired(audience);
  return new ApiError({ status: 401, code: 'TOKEN_EXPIRED', message: message || APP_MESSAGES.tokenExpired });
}

/** Progress of an upload, as a rounded percentage (0 to 100). */
export type UploadProgress = (percent: number) => void;

function sendUpload(
  endpoint: Endpoint,
  file: Blob | FormData,
  token: string | null,
  onProgress: UploadProgress | undefined,
  signal: AbortSignal | undefined,
): Promise<{ status: number; body: Partial<Envelope<unknown>> | null }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError({ status: 0, code: 'ABORTED', message: APP_MESSAGES.uploadAborted }));
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', endpoint.url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `${TOKEN_TYPE} ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Partial<Envelope<unknown>> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Partial<Envelope<unknown>>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) onProgress?.(100);
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: APP_MESSAGES.internal }));
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'ABORTED', message: APP_MESSAGES.uploadAborted }));
    let form = file;
    if (!(form instanceof FormData)) {
      form = new FormData();
      form.append(endpoint.fileField ?? 'file', file as Blob);
    }
    xhr.send(form);
  });
}

/**
 * A multipart form for an endpoint with `uploads`: text fields (lists become repeated fields, booleans
 * '1'/'0', absent values are left out) and files by field name.
 */
export function uploadForm(
  fields: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>,
  files: Record<string, Blob | readonly Blob[] | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  for (const [name, value] of Object.entries(files)) {
    if (!value) continue;
    for (const file of Array.isArray(value) ? value : [value]) form.append(name, file as Blob);
  }
  return form;
}

/**
 * Uploads to a multipart endpoint of the catalogue with XMLHttpRequest, so the progress of the upload can
 * be shown (a rounded percent, 100 once the server has answered): one file (sent in its `fileField`) or a
 * whole form made by uploadForm. `signal` aborts the upload (ApiError code ABORTED). The Bearer token and
 * the shared refresh work as in apiCall.
 */
export async function apiUpload<E extends Endpoint>(
  endpoint: E,
  file: Blob | FormData,
  options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<ApiResponse<OutputOf<E>>> {
  const token = getAccessToken(endpoint.audience);
  let result = await sendUpload(endpoint, file, token, options.onProgress, options.signal);
  if (result.status === 401) {
    const fresh = await refreshAccessToken(endpoint.audience, token);
    result = await sendUpload(endpoint, file, fresh, options.onProgress, options.signal);
  }
  const { status, body } = result;
  if (status >= 200 && status < 300 && body?.status === true) {
    return { status: true, message: body.message ?? '', data: body.data as OutputOf<E> };
  }
  throw new ApiError({ status, message: body?.message || APP_MESSAGES.internal, code: body?.code, errors: body?.errors });
}

/**
 * Calls a download endpoint of the catalogue (`endpoint.download`): the answer is the file itself, read as
 * a Blob with the name from Content-Disposition; a failure answers the usual envelope (thrown as ApiError).
 */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
): Promise<{ blob: Blob; filename: string }> {
  const token = getAccessToken(endpoint.audience);
  let response = await send(endpoint, input, token);
  if (response.status === 401) {
    await discardBody(response);
    const fresh = await refreshAccessToken(endpoint.audience, token);
    response = await send(endpoint, input, fresh);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    await readEnvelope(endpoint, response);
    throw new ApiError({ status: response.status, message: APP_MESSAGES.internal });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match?.[1] ?? 'download' };
}

/** Hands a downloaded file to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
