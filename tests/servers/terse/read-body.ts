/**
 * @module Reads a request body up to a byte limit. An oversized body is drained (not kept) so the
 * 413 can be answered on a healthy keep-alive connection; a flood past the drain cap is cut off.
 */
import type { IncomingMessage } from 'node:http';

export type BodyRead =
  | { readonly kind: 'ok'; readonly text: string }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'aborted' };

const DRAIN_CAP_BYTES = 8 * 1024 * 1024;

export function readBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) chunks.push(chunk);
      else chunks.length = 0;
      if (total > DRAIN_CAP_BYTES) {
        request.destroy();
        resolve({ kind: 'aborted' });
      }
    });
    request.on('end', () =>
      resolve(
        total > limit ? { kind: 'too_large' } : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') },
      ),
    );
    request.on('error', () => resolve({ kind: 'aborted' }));
  });
}
