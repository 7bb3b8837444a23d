/**
 * @module Request bodies the Go way: a body the handler binds is read through `http.MaxBytesReader`
 * (over the cap → 413, the rest drained and dropped); a body it never reads is drained unread, with
 * no cap, as net/http does before reusing the connection.
 */
import type { IncomingMessage } from 'node:http';

export type BodyRead =
  | { readonly kind: 'ok'; readonly bytes: Buffer }
  | { readonly kind: 'too_large' }
  | { readonly kind: 'aborted' };

/** Past this many bytes a connection is cut rather than drained. */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;

/** `limit: undefined` drains and discards (the `ok` bytes are then empty). */
export function readBody(request: IncomingMessage, limit: number | undefined): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (limit !== undefined && total <= limit) chunks.push(chunk);
      else chunks.length = 0;
      if (total > DRAIN_CAP_BYTES) {
        request.destroy();
        resolve({ kind: 'aborted' });
      }
    });
    request.on('end', () =>
      resolve(
        limit !== undefined && total > limit
          ? { kind: 'too_large' }
          : { kind: 'ok', bytes: Buffer.concat(chunks) },
      ),
    );
    request.on('error', () => resolve({ kind: 'aborted' }));
  });
}
