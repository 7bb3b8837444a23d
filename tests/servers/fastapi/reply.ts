/**
 * @module The FastAPI server's replies: Starlette's `JSONResponse` (`application/json`, no charset,
 * compact), `{"detail": …}` for every `HTTPException` and validation error, an empty 204, and the
 * empty 307 of `redirect_slashes`; uvicorn's `server` header and the app's `x-request-id` on all.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createReplier, type Headers } from '../shared/replier.ts';

const replier = createReplier(() => ({ server: 'uvicorn', 'x-request-id': randomUUID() }));

export function sendJson(response: ServerResponse, status: number, body: unknown, headers?: Headers) {
  replier.send(response, status, 'application/json', JSON.stringify(body), headers);
}

export function sendDetail(response: ServerResponse, status: number, detail: unknown, headers?: Headers) {
  sendJson(response, status, { detail }, headers);
}

export function sendNoContent(response: ServerResponse) {
  replier.sendEmpty(response);
}

export function sendRedirect(response: ServerResponse, location: string) {
  replier.send(response, 307, '', '', { location, 'content-length': '0' });
}
