/**
 * Issue 28 item 7 on the test servers no other e2e test runs the contract against: the lax
 * (FastAPI-style coercion) and spring (Jackson) subsets, the broken server's healthy side, and the
 * Rails server behind the wrapper's four disguises. One short run each (the command's stage in
 * process, EXAMPLES=1, PROBE_LIMITS=false); every exchange of its `exchanges.har` must conform to
 * the `openapi.json` it wrote. The verdict is not this test's business: the lax and spring subsets
 * answer only some operations, and their runs fail for that. The sandbox and the other servers are
 * held to the same rule in the tests that already run them (observed-openapi, model-servers-openapi,
 * other-servers, verdict-servers).
 */
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startBrokenServer } from '../servers/broken/index.ts';
import { startLaxServer } from '../servers/lax/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { startSpringServer } from '../servers/spring/index.ts';
import { WRAPPINGS, wrapServer } from '../servers/wrapper/index.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { expectConforming } from '../support/openapi-conformance.ts';
import { targetEnv } from '../support/target-env.ts';

const servers: [string, () => Promise<ReferenceServerHandle>][] = [
  ['lax', () => startLaxServer()],
  ['spring', () => startSpringServer()],
  ['broken (healthy)', () => startBrokenServer()],
  [
    'rails behind the wrapper (all four disguises)',
    async () => wrapServer(await startRailsServer({ rateLimit: false }), WRAPPINGS.all),
  ],
];

describe.each(servers)('npm run contract against the %s server', (name, start) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await start();
    run = await runContractInProcess({ ...targetEnv(server), EXAMPLES: '1', PROBE_LIMITS: 'false' });
  }, 170_000);
  afterAll(() => server.close());

  test('every exchange in exchanges.har conforms to the openapi.json it wrote', () => {
    expectConforming(name, run);
  });
});
