/**
 * @module Reads a request payload with hapi's `maxBytes`: a larger one is still drained (so the
 * 413 goes out on a healthy connection) up to a hard cap, past which the socket is cut.
 */
import type { IncomingMessage } from 'node:http';

export type Payload =
  | { readonly kind: 'ok'; readonly text: string }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'gone' };

const HARD_CAP_BYTES = 16 * 1024 * 1024;

export async function readPayload(request: IncomingMessage, maxBytes: number): Promise<Payload> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > HARD_CAP_BYTES) {
        request.destroy();
        return { kind: 'gone' };
      }
      if (size <= maxBytes) chunks.push(chunk);
    }
  } catch {
    return { kind: 'gone' };
  }
  return size > maxBytes
    ? { kind: 'too_large' }
    : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') };
}
