/**
 * Issue 17 item 3 (the command's stage in process, tests/support/in-process.ts): fields the document never names, which the server
 * reveals, are fields like any other. The blind-zod server (written without reading the discovery
 * code) is started with bodies for operations 16 and 17, which the document gives only as "JSON
 * object": op 16 strict, requiring `imageUrl` and `caption` (its validation errors name them) and
 * filling in `rotation` by default (its success body echoes it); op 17 ignoring unknown keys,
 * requiring an e-mail and a closed set, with an optional `tags` nothing reveals. `openapi.json`
 * states each revealed field with its probed rules, listed in the media type's `x-undocumented-fields`; the gap report and
 * index.html say "not in the document"; nothing is said about `tags`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startBlindZodServer } from '../servers/blind-zod/index.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

type Schema = {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
};
type Media = { schema: Schema; 'x-undocumented-fields'?: string[] };
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, Media> } }>>;
};

const IMAGE_NOTES = '/v1/onsite-visit/{sessionId}/image-notes';
const CONTRACT_SEND = '/v1/rma/{rmaId}/contract/send';

function bodyMedia(doc: Doc, path: string): Media | undefined {
  return doc.paths[path]?.post?.requestBody?.content['application/json'];
}

function bodySchema(doc: Doc, path: string): Schema | undefined {
  return bodyMedia(doc, path)?.schema;
}

describe('fields the server reveals, on a server whose op 16 and 17 bodies have required fields', () => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await startBlindZodServer({
      rateLimit: false,
      bodies: {
        '16': {
          kind: 'object',
          unknownKeys: 'strict',
          shape: {
            imageUrl: { type: 'string', min: 1, max: 2048 },
            caption: { type: 'string', max: 200 },
            rotation: { type: 'int', min: 0, max: 270, default: 0 },
          },
        },
        '17': {
          kind: 'object',
          unknownKeys: 'strip',
          shape: {
            recipientEmail: { type: 'string', email: true },
            channel: { type: 'enum', options: ['email', 'sms'] },
            tags: { type: 'array', of: 'string', optional: true },
          },
        },
      },
    });
    run = await runContractInProcess({ ...targetEnv(server), EXAMPLES: '2', PROBE_LIMITS: 'false' });
  }, 170_000);
  afterAll(() => server.close());

  test('op 16: the two required fields with their probed rules, listed as not in the document', () => {
    expect(run.code, run.stderr).toBe(0);
    const schema = bodySchema(run.json<Doc>('openapi.json'), IMAGE_NOTES);
    // Vendor keys beside the schema, not inside it (issue 19): the media type lists the fields.
    expect(
      [...(bodyMedia(run.json<Doc>('openapi.json'), IMAGE_NOTES)?.['x-undocumented-fields'] ?? [])].sort(),
    ).toEqual(['caption', 'imageUrl', 'rotation']);
    expect(schema?.properties?.imageUrl).toEqual({
      type: 'string',
      minLength: 1,
      maxLength: 2048,
    });
    expect(schema?.properties?.caption).toMatchObject({
      type: 'string',
      maxLength: 200,
    });
    expect([...(schema?.required ?? [])].sort()).toEqual(['caption', 'imageUrl']);
    // Unknown fields refused beside the accepted properties, never beside an empty `properties`.
    expect(schema?.additionalProperties).toBe(false);
    // Echoed with its default, never named by an error: optional, its rules probed.
    expect(schema?.properties?.rotation).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 270,
    });
  });

  test('op 17: the e-mail format and the closed set of fields no document names', () => {
    const schema = bodySchema(run.json<Doc>('openapi.json'), CONTRACT_SEND);
    expect(schema?.properties?.recipientEmail).toMatchObject({
      type: 'string',
      format: 'email',
    });
    expect(schema?.properties?.channel).toMatchObject({ type: 'string', enum: ['email', 'sms'] });
    expect(schema?.properties?.tags).toBeUndefined();
    expect([...(schema?.required ?? [])].sort()).toEqual(['channel', 'recipientEmail']);
    expect(schema?.additionalProperties).toBe(true);
  });

  test('compared with the truth: nothing wrong, the revealed fields counted as found', () => {
    const c = compareWithTruth(run.json('openapi.json'), server.truth, { operations: [16, 17] });
    console.log(`ops 16+17: ${c.correct}/${c.stated} stated correct, ${c.correct}/${c.establishable} found`);
    expect(c.wrong).toEqual([]);
    // Only `tags` is left: nothing the server said or echoed revealed it.
    expect(c.missing).toEqual(['op17.tags.type: expected "array"']);
  });

  test('the gap report and index.html say the fields are not in the document', () => {
    const gap = run.report('gap-report.md');
    expect(gap).toMatch(/required: [^\n]*imageUrl \(not in the document\)/);
    expect(gap).toMatch(/recipientEmail \(not in the document\): string, format email/);
    const html = run.report('index.html');
    expect(html).toMatch(/<code>imageUrl<\/code><\/th><td class="doc"><em>not in the document<\/em>/);
  });
});
