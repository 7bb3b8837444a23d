/**
 * @module A HAR 1.2 file (browser devtools, a proxy, this harness's own `exchanges.har`), checked
 * against the HAR 1.2 JSON Schema of `har-schema` with ajv before anything is read from it, so a
 * file that is not HAR stops the run with the schema's own words instead of a half-read file.
 */
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { AuthVariant } from '../core/case.ts';
import { headerRecord, type TrafficEntry } from './traffic-entry.ts';

const require = createRequire(import.meta.url);
const schemas = require('har-schema') as Record<string, { $id: string }>;
const draft06 = require('ajv/dist/refs/json-schema-draft-06.json') as object;

interface NameValue {
  readonly name: string;
  readonly value: string;
}

interface HarEntry {
  readonly time: number;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly headers: readonly NameValue[];
    readonly postData?: { readonly text?: string };
  };
  readonly response: {
    readonly status: number;
    readonly headers: readonly NameValue[];
    readonly content: { readonly text?: string; readonly encoding?: string };
  };
  readonly _auth?: AuthVariant;
}

const AUTH_VARIANTS: readonly string[] = ['token', 'none', 'malformed', 'other_tenant'];

let compiled: ReturnType<typeof compile> | undefined;

/** Compiled once per process: compiling the schema costs about half a second. */
function validator() {
  compiled ??= compile();
  return compiled;
}

function compile() {
  // har-schema is draft-06 with two keywords of its own (`optional`, `min`): not strict.
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addMetaSchema(draft06);
  addFormats.default(ajv);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv.getSchema('har.json#');
}

/** The entries of a HAR document, or the reason it is not one (one line). */
export function harEntries(doc: unknown, file: string): TrafficEntry[] | string {
  const validate = validator();
  if (validate === undefined) return 'har-schema has no har.json schema';
  if (!validate(doc)) {
    const e = validate.errors?.[0];
    return `not HAR 1.2: ${e?.instancePath || '/'} ${e?.message ?? 'invalid'}`;
  }
  const entries = (doc as { log: { entries: readonly HarEntry[] } }).log.entries;
  return entries.map((e, i) => entryOf(e, i + 1, file));
}

function entryOf(e: HarEntry, entry: number, file: string): TrafficEntry {
  const res = e.response;
  const text = res.content.text ?? '';
  const body = res.content.encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text;
  const request = e.request.postData?.text;
  return {
    file,
    entry,
    method: e.request.method.toUpperCase(),
    url: URL.canParse(e.request.url) ? new URL(e.request.url) : undefined,
    headers: headerRecord(e.request.headers),
    ...(request !== undefined && request !== '' && { body: request }),
    // Status 0: the request got no answer (a browser's blocked or failed request).
    ...(res.status > 0 && {
      answer: { status: res.status, headers: headerRecord(res.headers), body, durationMs: e.time },
    }),
    ...(e._auth !== undefined && AUTH_VARIANTS.includes(e._auth) && { auth: e._auth }),
  };
}
