/**
 * @module What every server's self-test does alike, registered once: start the server, check each
 * operation against its published truth, the 21 operations published, no 5xx on hostile input and
 * no prototype pollution, optionally 3,000 sequential keep-alive requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { ROUTES } from '../shared/routes.ts';
import { checkOperation, type Dialect } from './conformance.ts';
import { serverErrors } from './junk.ts';
import { sendSequential, type TimedRequest } from './sequential.ts';

export interface SelfTestOptions<Handle extends ReferenceServerHandle> {
  readonly start: () => Promise<Handle>;
  /** The server's dialect for the flat check, or its own truth-driven check of one operation. */
  readonly check: Dialect | ((server: Handle, op: string) => Promise<string[]>);
  /** Server-specific facts of the truth and handle (options, ids), checked once. */
  readonly publishes: (server: Handle) => void;
  /** A request the server answers 2xx 3,000 times in a row on kept-alive connections. */
  readonly sequential?: (server: Handle) => TimedRequest;
}

/** The request most servers are loaded with: a valid create of operation 1. */
export const createProperty =
  (json: unknown) =>
  (server: ReferenceServerHandle): TimedRequest => ({
    method: 'POST',
    path: '/v1/property/',
    token: server.tokens.a,
    json,
  });

/** Registers the shared checks under `<name> server truth`; hands back the running server. */
export function selfTest<Handle extends ReferenceServerHandle>(
  name: string,
  options: SelfTestOptions<Handle>,
): () => Handle {
  let server: Handle;
  beforeAll(async () => {
    server = await options.start();
  });
  afterAll(() => server.close());
  const check = options.check;
  const checkOne =
    typeof check === 'function' ? check : (s: Handle, op: string) => checkOperation(s, op, check);
  describe(`${name} server truth`, () => {
    it('publishes the 21 operations and its own options', () => {
      expect(Object.keys(server.truth.operations)).toEqual(Object.keys(ROUTES));
      options.publishes(server);
    });
    it.each(Object.keys(ROUTES))('operation %s behaves as its truth says', async (op) => {
      expect(await checkOne(server, op)).toEqual([]);
    });
    it('never answers 5xx on hostile input and cannot be prototype-polluted', async () => {
      expect(await serverErrors(server)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
    const sequential = options.sequential;
    if (sequential !== undefined) {
      it('serves 3,000 sequential keep-alive requests', async () => {
        expect(await sendSequential(server.url, sequential(server), 3000)).toBe(3000);
      });
    }
  });
  return () => server;
}
