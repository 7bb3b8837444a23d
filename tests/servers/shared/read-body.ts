/**
 * @module Reads every request body up to the byte limit, whatever the route does with it (like a
 * raw-body limit mounted before the routes). An oversized body is drained, not kept, so the 413
 * goes out on a healthy keep-alive connection; a flood past the drain cap is cut off.
 */
import type { IncomingMessage } from 'node:http';

export type BodyRead =
  | { readonly kind: 'ok'; readonly bytes: Buffer }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'aborted' };

const DRAIN_CAP_BYTES = 16 * 1024 * 1024;

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
      resolve(total > limit ? { kind: 'too_large' } : { kind: 'ok', bytes: Buffer.concat(chunks) }),
    );
    request.on('error', () => resolve({ kind: 'aborted' }));
  });
}
