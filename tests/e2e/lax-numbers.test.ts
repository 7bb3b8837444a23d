/**
 * Issue 17 items 4 and 6 (the command's stage in process, tests/support/in-process.ts): the ASP.NET test server started with a JVM's
 * reader (`reader: 'jackson'`): fractions are truncated into integers (16.5 is read as 16), and an
 * unknown enum name is refused with Jackson's words, which list the values but name the enum's
 * type, not the field. An accepted fraction must not make an integer a `number`, nor drop a
 * bound found with whole numbers; the listed values belong to the field the probe changed; the
 * run passes with no finding.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startAspNetServer } from '../servers/aspnet/index.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

type Doc = { readonly [key: string]: Doc | undefined };

/**
 * The rule of `field` in the POST at `path`'s request body: values seen accepted that it does not
 * describe (fractions read as integers) are listed beside it, `anyOf: [rule, {enum}]`, and `null`
 * seen accepted joins its type.
 */
function fieldOf(openapi: Doc, path: string, field: string): Doc | undefined {
  const body = openapi.paths?.[path]?.post?.requestBody?.content?.['application/json']?.schema;
  const stated = body?.properties?.[field];
  const rule = stated?.anyOf?.[0] ?? stated;
  // `null` seen accepted joins the type (`["integer", "null"]`): the rule's type is the rest.
  const type = rule?.type as unknown;
  const named = Array.isArray(type) ? type.filter((t) => t !== 'null') : type;
  return rule && { ...rule, type: (Array.isArray(named) && named.length === 1 ? named[0] : named) as Doc };
}

describe('npm run contract against a server whose reader truncates fractions', () => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await startAspNetServer({ auth: 'bearer', reader: 'jackson' });
    run = await runContractInProcess({ ...targetEnv(server), EXAMPLES: '2', PROBE_LIMITS: 'false' });
  }, 170_000);
  afterAll(() => server.close());

  test('states integers and their bounds, with precision ≥ 0.99 and no false alarm', () => {
    expect(run.code, run.stderr).toBe(0);
    const openapi = run.json<Doc>('openapi.json');
    const c = compareWithTruth(openapi, server.truth);
    console.log(
      [
        `aspnet (jackson reader): precision ${(c.correct / c.stated).toFixed(3)} (${c.correct}/${c.stated}),`,
        `recall ${(c.correct / c.establishable).toFixed(3)} (${c.correct}/${c.establishable})`,
        ...c.wrong.map((line) => `  wrong: ${line}`),
        ...c.missing.map((line) => `  missing: ${line}`),
      ].join('\n'),
    );
    // 12.25 and 2100.25 are read as 12 and 2100 and accepted: still integers bounded by 12 and 2100.
    expect(fieldOf(openapi, '/v1/property/', 'bedrooms')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 12,
    });
    expect(fieldOf(openapi, '/v1/property/', 'yearBuilt')).toMatchObject({
      type: 'integer',
      minimum: 1700,
      maximum: 2100,
    });
    // `Cannot deserialize value of type \`com.acme.api.ReportTypeKind\` ... Enum class: [express, ...]`.
    const listed = fieldOf(openapi, '/v1/property/', 'reportType')?.enum;
    expect(Array.isArray(listed) ? [...listed].sort() : listed).toEqual(['express', 'rejected', 'standard']);
    expect(c.correct / c.stated).toBeGreaterThanOrEqual(0.99);
    expect(run.json<{ findings: unknown[] }>('findings.json').findings).toEqual([]);
  });
});
