import { REQUEST_TIMEOUT_MS, storageKeys } from '#contracts/constants';
import { type ErrorCode, isApiErrorBody } from '#contracts/error-codes';
import { carriesAdminToken } from '#contracts/paths';

/**
 * A failed API call: `status` 0 means no response (network error or timeout). `code` is the
 * server's stable error code (contracts/errors.ts); decide by it, never by `message`.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | null;

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = isApiErrorBody(body) ? body.code : null;
  }

  /** The fields the server refused, each with its path (`body.authority.wikidata`, a checklist item) and message. */
  get refusals(): { path: string; message: string }[] {
    return isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
  }

  /** The server's message for people, when its answer has one (a proxy's error page has none). */
  static messageOf(body: unknown, fallback: string): string {
    return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : fallback;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A body sent as it is instead of JSON (an uploaded OHMS XML file, a signed release form). */
  raw?: { contentType: string; text: string | Blob };
  /** docs/behaviour.md §9: 10 s, contact 15 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Read a successful answer as a Blob (an image the admin area fetches with its token, a file to download) instead of JSON. */
  as?: 'blob';
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where requests go: the browser's fetch, or, while the server renders a page, the server itself
 * in-process with the visitor's cookies (api/src/features/pages/, docs/architecture.md "Server rendering").
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The admin area registers what a 401 does (docs/behaviour.md §8: log out and go to the login route). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function clearAdminSession(): void {
  try {
    sessionStorage.removeItem(storageKeys.adminToken);
    sessionStorage.removeItem(storageKeys.isAuthenticated);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

function adminToken(): string | null {
  try {
    return sessionStorage.getItem(storageKeys.adminToken);
  } catch {
    return null;
  }
}

/**
 * The one fetch wrapper: JSON in and out, same origin (cookies for the access gate), the admin
 * bearer token on the product's admin prefixes (docs/behaviour.md §6), a timeout, and errors carrying the
 * server's `message` (docs/behaviour.md §8).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/**
 * apiRequest, its answer checked with a contract's schema whose module is fetched beside the request: a public page
 * does not load zod and the schemas before it is the app's, only once it reads an answer (docs/decisions.md §2622).
 */
export async function apiRequestChecked<T>(
  path: string,
  options: RequestOptions,
  loadSchema: () => Promise<{ parse: (answer: unknown) => T }>,
): Promise<T> {
  const [answer, schema] = await Promise.all([apiRequest<unknown>(path, options), loadSchema()]);
  return schema.parse(answer);
}

/**
 * apiRequest, also answering the status of a successful call: a write may answer 202 Accepted when it
 * was kept for an editor's review instead of saved (docs/behaviour.md §500).
 */
export async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: options.as === 'blob' ? '*/*' : 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.raw) headers['content-type'] = options.raw.contentType;
  const token = carriesAdminToken(path) ? adminToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.raw ? options.raw.text : options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    const timedOut = timeout.aborted;
    if (options.signal?.aborted && !timedOut) throw error;
    throw new ApiError(timedOut ? 'Request timed out' : 'No response received from server', 0, null, timedOut);
  }

  if (response.ok && options.as === 'blob') return { status: response.status, body: (await response.blob()) as T };
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) {
      // docs/behaviour.md §8: a 401 removes the admin token, wherever it happened (an expired session on a
      // public page too, so the next request reads publicly); the admin area also redirects.
      // Only when this request sent the token: a 401 to a request without it (the access gate,
      // a path outside the admin prefixes) says nothing about the admin session.
      clearAdminSession();
      onUnauthorized?.();
    }
    throw new ApiError(ApiError.messageOf(body, 'API request failed'), response.status, body);
  }
  return { status: response.status, body: body as T };
}
