/**
 * @module The two tests every server file ends with, as one call: no 5xx (and no prototype
 * pollution) across the junk sweep, and 3,000 sequential keep-alive requests answered 2xx.
 */
import { expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { serverErrors } from './junk.ts';
import { sendSequential, type TimedRequest } from './sequential.ts';

/** `server` is read when the tests run (after `beforeAll`); `load` is the request repeated. */
export function itSurvivesJunkAndLoad(
  server: () => ReferenceServerHandle,
  load: (server: ReferenceServerHandle) => TimedRequest,
): void {
  it('never answers 5xx on hostile input and cannot be prototype-polluted', async () => {
    expect(await serverErrors(server())).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('serves 3,000 sequential keep-alive requests', async () => {
    expect(await sendSequential(server().url, load(server()), 3000)).toBe(3000);
  });
}
