/**
 * @module ASP.NET Core's replies: RFC 9110 ProblemDetails (`application/problem+json`, with a
 * `traceId`) for validation and `NotFound()`, bare status codes (no body) where the framework
 * itself answers (no route, 405, 401 challenge, 413, 429), camelCase JSON for results.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ErrorDictionary } from './messages.ts';

type Headers = Readonly<Record<string, string>>;

const SERVER = { server: 'Kestrel' };

function write(response: ServerResponse, status: number, type: string, body: unknown, headers: Headers) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...SERVER,
    ...headers,
    'content-type': `${type}; charset=utf-8`,
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Headers = {}) {
  write(response, status, 'application/json', body, headers);
}

const traceId = () => `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-00`;

const PROBLEMS = {
  400: { section: '15.5.1', title: 'One or more validation errors occurred.' },
  404: { section: '15.5.5', title: 'Not Found' },
  409: { section: '15.5.10', title: 'Conflict' },
  415: { section: '15.5.16', title: 'Unsupported Media Type' },
} as const;

export function sendProblem(
  response: ServerResponse,
  status: keyof typeof PROBLEMS,
  errors?: ErrorDictionary,
) {
  const { section, title } = PROBLEMS[status];
  const type = `https://tools.ietf.org/html/rfc9110#section-${section}`;
  const body = { type, title, status, ...(errors === undefined ? {} : { errors }), traceId: traceId() };
  write(response, status, 'application/problem+json', body, {});
}

export function sendStatus(response: ServerResponse, status: number, headers: Headers = {}) {
  response.writeHead(status, { ...SERVER, ...headers, 'content-length': 0 });
  response.end();
}
