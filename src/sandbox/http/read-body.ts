/**
 * @module Reads a request body the way Express's `json()` middleware would, as a global step run
 * before routing: JSON media types only (else 415), at most `maxBytes` kept (else 413, counted while
 * reading), then `JSON.parse` (else 400). A body that keeps coming far past the limit is cut off.
 */
import type { IncomingMessage } from 'node:http';
import { jsonSyntaxMessage } from './json-syntax-error.ts';

export type BodyReadResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'malformed'; readonly message: string }
  /** `overflowed`: reading stopped mid-body, so the connection must close after answering. */
  | { readonly kind: 'unsupported'; readonly message: string; readonly overflowed: boolean }
  | { readonly kind: 'too-large'; readonly overflowed: boolean }
  | { readonly kind: 'aborted' };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

function mediaTypeProblem(req: IncomingMessage): string | undefined {
  const header = req.headers['content-type'];
  if (header === undefined) return 'Content-Type must be application/json';
  const [type = '', ...params] = header.split(';').map((p) => p.trim());
  if (!JSON_TYPE.test(type)) return `Unsupported Media Type: ${type || 'empty'}; use application/json`;
  const charset = params.find((p) => p.toLowerCase().startsWith('charset='));
  const value = charset?.slice('charset='.length).replace(/"/g, '').toLowerCase();
  if (value !== undefined && value !== 'utf-8' && value !== 'utf8') return `unsupported charset "${value}"`;
  const encoding = req.headers['content-encoding']?.toLowerCase();
  if (encoding !== undefined && encoding !== 'identity') return `unsupported content encoding "${encoding}"`;
  return undefined;
}

function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyReadResult> {
  if (!hasBody(req)) return Promise.resolve({ kind: 'none' });
  const problem = mediaTypeProblem(req);
  const declared = Number(req.headers['content-length'] ?? 0);
  // Past this, the body is not even drained: the answer goes out and the socket closes.
  const hardCap = Math.max(1024 * 1024, maxBytes * 4);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let keep = problem === undefined && declared <= maxBytes;
    const finish = (result: BodyReadResult) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) keep = false;
      if (keep) chunks.push(chunk);
      if (received > hardCap) {
        req.pause();
        finish(
          problem
            ? { kind: 'unsupported', message: problem, overflowed: true }
            : { kind: 'too-large', overflowed: true },
        );
      }
    };
    const onEnd = () => {
      if (problem !== undefined) return finish({ kind: 'unsupported', message: problem, overflowed: false });
      if (!keep) return finish({ kind: 'too-large', overflowed: false });
      if (received === 0) return finish({ kind: 'none' });
      const text = Buffer.concat(chunks, received).toString('utf8');
      try {
        finish({ kind: 'json', value: JSON.parse(text) as unknown });
      } catch {
        finish({ kind: 'malformed', message: jsonSyntaxMessage(text) });
      }
    };
    const onClose = () => {
      if (!req.complete) finish({ kind: 'aborted' });
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
  });
}
