/**
 * @module The Laravel server's replies: `JsonResponse` bodies `json_encode`d with no flags
 * (`application/json`, `\/` escapes), `{"message": …}` for every exception Laravel renders as JSON,
 * and the headers every response of this PHP-FPM app carries.
 */
import type { ServerResponse } from 'node:http';
import { createReplier, type Headers } from '../shared/replier.ts';
import { phpJsonEncode } from './php.ts';

const laravel = createReplier(() => ({ 'cache-control': 'no-cache, private', 'x-powered-by': 'PHP/8.3.4' }));

export function sendJson(response: ServerResponse, status: number, body: unknown, headers?: Headers): void {
  laravel.send(response, status, 'application/json', phpJsonEncode(body), headers);
}

export function sendMessage(response: ServerResponse, status: number, message: string, headers?: Headers) {
  sendJson(response, status, { message }, headers);
}

/** 204, and the bodiless 200 Laravel answers `OPTIONS` with. */
export function sendEmpty(response: ServerResponse, status: 200 | 204, headers?: Headers): void {
  laravel.send(response, status, '', '', headers);
}
