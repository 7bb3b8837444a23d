/**
 * Servers with other conventions than the sandbox's: a clean server must pass (exit 0, no failing
 * finding, no high-severity false alarm) whatever its conventions. The runs are the command's stage
 * in process (tests/support/in-process.ts), but for the alt server's, through the real command: its
 * reports include the suites' junit.xml, so "no token in any report" also covers that file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startAltServer } from '../servers/alt/index.ts';
import { startApigwServer } from '../servers/apigw/index.ts';
import { startBlindGoServer } from '../servers/blind-go/index.ts';
import { startBlindZodServer } from '../servers/blind-zod/index.ts';
import { startDrfServer } from '../servers/drf/index.ts';
import { startFastapiServer } from '../servers/fastapi/index.ts';
import { startGostdServer } from '../servers/gostd/index.ts';
import { startLaravelServer } from '../servers/laravel/index.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { expectConforming } from '../support/openapi-conformance.ts';
import { filesContaining, targetEnv } from '../support/target-env.ts';

const servers = {
  'alt (fastify, 422 problem+json, envelopes, GET bodies ignored)': () =>
    startAltServer({ rateLimit: false }),
  'terse (one field at a time, failures under 200)': () => startTerseServer({ rateLimit: false }),
  'blind-zod (zod issues, 201 with Location, 204)': () => startBlindZodServer({ rateLimit: false }),
  'blind-go (gin/validator, limits never named)': () => startBlindGoServer(),
  'drf (field-keyed 400s, lenient coercion, an action body never read, HTML 404 off-route)': () =>
    startDrfServer({ rateLimit: false }),
  'fastapi (422 pydantic lists, 403 without a token, 307 slash redirects)': () =>
    startFastapiServer({ rateLimit: false }),
  'apigw (API Gateway: 403 for unknown routes, detail-free 400s, 200 for everything)': () =>
    startApigwServer({ rateLimit: false }),
  'gostd (Go net/http: plain-text errors, 301 path cleaning, zero values read as absent)': () =>
    startGostdServer({ rateLimit: false }),
} as const;

describe.each(Object.entries(servers))('%s', (name, start) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await start();
    const runContract = name.startsWith('alt ') ? runContractCli : runContractInProcess;
    run = await runContract({ ...targetEnv(server), EXAMPLES: '3' });
  }, 170_000);
  afterAll(() => server.close());

  test('passes: exit 0 and no failing or high-severity finding', () => {
    const findings = run.json<{ findings: Finding[] }>('findings.json').findings;
    const serious = findings.filter((f) => f.fails || f.severity === 'critical' || f.severity === 'high');
    const har = run.json<{ log: { entries: { _id: string; response: { content: { text: string } } }[] } }>(
      'exchanges.har',
    );
    const answer = (id: string | undefined) =>
      har.log.entries.find((e) => e._id === id)?.response.content.text;
    expect(
      serious.map((f) => `${f.check} #${f.operation}: ${f.title}\n${f.curl}\n→ ${answer(f.exchangeIds[0])}`),
    ).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
  });

  test('every exchange in exchanges.har conforms to the openapi.json it wrote', () => {
    expectConforming(name, run);
  });

  test('no token in any report', async () => {
    expect(await filesContaining(run.reportDir, server.tokens.a)).toEqual([]);
    expect(await filesContaining(run.reportDir, server.tokens.b)).toEqual([]);
  });
});

// Laravel reads what does not decode as no input, trims strings, turns "" into null and takes a JSON
// list for an object (one PHP array): none of it may read as "invalid input accepted".
describe('laravel (422 message+errors, TrimStrings, "" as null, malformed JSON as no input)', () => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await startLaravelServer({ rateLimit: false });
    run = await runContractInProcess({ ...targetEnv(server), EXAMPLES: '3' });
  }, 170_000);
  afterAll(() => server.close());

  test('passes: exit 0, no failing or high-severity finding, no blank-string or undecodable-body false alarm', () => {
    const findings = run.json<{ findings: Finding[] }>('findings.json').findings;
    const serious = findings.filter((f) => f.fails || f.severity === 'critical' || f.severity === 'high');
    expect(serious.map((f) => `${f.check} #${f.operation}: ${f.title}`)).toEqual([]);
    const controls = /malformed_json|array_for_object|empty_string|whitespace/;
    expect(
      findings
        .filter((f) => f.check === 'negative_data_rejected' && controls.test(f.title))
        .map((f) => f.title),
    ).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
  });

  test('every exchange in exchanges.har conforms to the openapi.json it wrote', () => {
    expectConforming('laravel', run);
  });

  test('openapi.json: a body read as no input keeps its schema, and an integer taking numeric strings is an integer', () => {
    const paths = run.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>('openapi.json').paths;
    expect(paths['/v1/property/log/view/{reportId}']?.post?.['x-invalid-body-accepted']).toBe(
      'read-as-no-input',
    );
    expect(paths['/v1/property/log/view/{reportId}']?.post?.requestBody).toBeDefined();
    // `reportId: 'required|integer|min:1'`, accepted as "1": 12345 accepted, "example" and 1.5 refused.
    const complete =
      paths['/v1/property/complete-report']?.post?.requestBody?.content['application/json']?.schema;
    // The rule is `integer`; numeric strings seen accepted are listed beside it (`anyOf: [rule, {enum}]`).
    const reportId = complete?.properties?.reportId;
    expect((reportId?.anyOf?.[0] ?? reportId)?.type).toBe('integer');
  });
});

interface OpenApiOperation {
  readonly 'x-invalid-body-accepted'?: string;
  readonly requestBody?: {
    readonly content: Record<
      string,
      {
        readonly schema?: {
          readonly properties?: Record<
            string,
            { readonly type?: string; readonly anyOf?: { readonly type?: string }[] }
          >;
        };
      }
    >;
  };
}
