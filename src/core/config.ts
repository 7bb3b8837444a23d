/**
 * @module Configuration from the environment and `.env` (the environment wins), validated at start.
 * A bad value is a `ConfigError` naming the variable; the CLI prints it on one line and exits 2.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseDotenv } from 'dotenv';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { type Credentials, hasCredentials, parseCookie, parseHeaders } from './credentials.ts';
import { parseDuration } from './duration.ts';
import { ConfigError } from './errors.ts';
import { readExamplesFile, type UserExamples } from './examples-file.ts';
import { parsePublicOperations } from './public-operations.ts';
import { parseShard, type Shard } from './shard.ts';

export const idVariables = [
  'REPORT_ID',
  'RECORD_ID',
  'DEAL_ID',
  'OPPORTUNITY_ID',
  'SESSION_ID',
  'RMA_ID',
  'CONTACT_ID',
] as const;
export type IdVariable = (typeof idVariables)[number];

export const knownFailureModes = ['tolerate', 'fail'] as const;
export type KnownFailures = (typeof knownFailureModes)[number];

export interface Config {
  /** Absent: the embedded sandbox is started and targeted. */
  readonly baseUrl?: URL;
  readonly token?: string;
  readonly tokenB?: string;
  /** Headers and cookie sent with identity A's / B's requests (`EXTRA_HEADERS`, `COOKIE`, `…_B`). */
  readonly credentials: { readonly a?: Credentials; readonly b?: Credentials };
  readonly ids: Readonly<Partial<Record<IdVariable, string>>>;
  readonly reportDir: string;
  readonly seed: number;
  readonly examples: number;
  /** `EXAMPLES_FILE`: known-good bodies by operation, sent first by discovery and among the cases. */
  readonly userExamples?: UserExamples;
  /** `ALLOW_SIDE_EFFECTS` as set; absent = decided by where the target is (see `sideEffectsAllowed`). */
  readonly allowSideEffects?: boolean;
  readonly probeLimits: boolean;
  /** 0 = no cap. */
  readonly maxRps: number;
  readonly maxRequests: number;
  readonly requestTimeoutMs: number;
  /** Responses slower than this are reported by `response_time`. */
  readonly responseTimeMs: number;
  /** `MAX_DURATION`: the whole run, reports included, fits in this (default 10 minutes). */
  readonly maxDurationMs: number;
  readonly baseline?: string;
  readonly updateBaseline: boolean;
  /**
   * `KNOWN_FAILURES`: what a check does with a failure the baseline already holds: `tolerate`
   * (default: reported as known, the check passes on it) or `fail`. A critical one fails either way.
   */
  readonly knownFailures: KnownFailures;
  /** `SHARD=i/n` (or `--shard=i/n`): run only the i-th slice of the operations. */
  readonly shard?: Shard;
  /** `FULL_DISCOVERY=true`: with `BASELINE`, rediscover everything instead of replaying the witnesses. */
  readonly fullDiscovery: boolean;
  /** `PUBLIC_OPERATIONS`: documented-auth operations made public on purpose (declared, never inferred). */
  readonly publicOperations: readonly OperationNumber[];
  /** `CHECK_REQUESTS`: the requests a baseline check aims at (witnesses and its case slice; default 400). */
  readonly checkRequests: number;
  /** `TRAFFIC`: HAR files and Postman collections whose recorded answers are evidence (read at the start). */
  readonly traffic?: readonly string[];
}

export type Env = Readonly<Record<string, string | undefined>>;

/** The process environment merged over `.env` in `cwd` (when present). */
export function readEnv(cwd = process.cwd(), env: Env = process.env): Env {
  const file = `${cwd}/.env`;
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file)) : {};
  return { ...fromFile, ...env };
}

function text(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  return optionalBool(env, name) ?? fallback;
}

/** `{ key: value }` when the value is set, else nothing (strict optional properties). */
function optionalField<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function optionalBool(env: Env, name: string): boolean | undefined {
  const v = text(env, name)?.toLowerCase();
  if (v === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(name, `expected true or false, got "${env[name]}"`);
}

function int(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const v = text(env, name);
  if (v === undefined) return fallback;
  if (!/^-?\d+$/.test(v)) throw new ConfigError(name, `expected an integer, got "${v}"`);
  const n = Number(v);
  if (n < min || n > max) throw new ConfigError(name, `expected an integer from ${min} to ${max}, got ${n}`);
  return n;
}

const MIN_DURATION_MS = 10_000;
const MAX_DURATION_MS = 24 * 3_600_000;

function duration(env: Env, name: string, fallbackMs: number): number {
  const v = text(env, name);
  if (v === undefined) return fallbackMs;
  const ms = parseDuration(v);
  if (ms === undefined || ms < MIN_DURATION_MS || ms > MAX_DURATION_MS) {
    throw new ConfigError(name, `expected a duration from 10s to 24h such as 300, 300s or 5m, got "${v}"`);
  }
  return ms;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const v = text(env, name)?.toLowerCase();
  if (v === undefined) return fallback;
  if ((values as readonly string[]).includes(v)) return v as T;
  throw new ConfigError(name, `expected ${values.join(' or ')}, got "${env[name]}"`);
}

/** `REPORT_DIR`, or where reports go by default: read alone too, so a run that stops on bad configuration can clear it. */
export function reportDirOf(env: Env): string {
  return text(env, 'REPORT_DIR') ?? 'reports/latest';
}

function url(env: Env, name: string): URL | undefined {
  const v = text(env, name);
  if (v === undefined) return undefined;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(name, `not a URL: "${v}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    // `localhost:4010` parses as the scheme "localhost:": name what was written, and the likely fix.
    const bare = /^[\w.-]+:\d+(\/|$)/.test(v) ? `; did you mean "http://${v}"?` : '';
    throw new ConfigError(name, `expected an http:// or https:// URL, got "${v}"${bare}`);
  }
  return u;
}

function token(env: Env, name: string): string | undefined {
  const v = text(env, name);
  if (v !== undefined && /\s/.test(v)) throw new ConfigError(name, 'a token cannot contain whitespace');
  return v;
}

function credentials(env: Env, suffix: '' | '_B'): Credentials | undefined {
  const headers = parseHeaders(`EXTRA_HEADERS${suffix}`, env[`EXTRA_HEADERS${suffix}`]);
  const cookie = parseCookie(`COOKIE${suffix}`, env[`COOKIE${suffix}`]);
  const c: Credentials = { headers, ...(cookie !== undefined && { cookie }) };
  return hasCredentials(c) ? c : undefined;
}

/** Whether identity A / B has any credential: a bearer token, extra headers or a cookie. */
export function hasIdentity(config: Config, who: 'a' | 'b'): boolean {
  return (who === 'a' ? config.token : config.tokenB) !== undefined || config.credentials[who] !== undefined;
}

export function isLoopback(u: URL): boolean {
  const h = u.hostname.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** The examples file, when `EXAMPLES_FILE` names one (read now, so a bad file stops the run at once). */
function examplesOf(env: Env): UserExamples | undefined {
  const path = text(env, 'EXAMPLES_FILE');
  return path === undefined ? undefined : readExamplesFile(path);
}

/** `TRAFFIC`'s file names (comma-separated); the files are read when the run starts. */
function trafficFiles(env: Env): string[] | undefined {
  const v = text(env, 'TRAFFIC');
  if (v === undefined) return undefined;
  const files = v
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  if (files.length === 0) throw new ConfigError('TRAFFIC', `names no file: "${v}"`);
  return files;
}

export function loadConfig(env: Env): Config {
  const baseUrl = url(env, 'API_BASE_URL');
  const remote = baseUrl !== undefined && !isLoopback(baseUrl);
  const ids: Partial<Record<IdVariable, string>> = {};
  for (const name of idVariables) {
    const v = text(env, name);
    if (v !== undefined) ids[name] = v;
  }
  const config: Config = {
    ...(baseUrl && { baseUrl }),
    ...(token(env, 'ACCESS_TOKEN') !== undefined && { token: token(env, 'ACCESS_TOKEN') }),
    ...(token(env, 'ACCESS_TOKEN_B') !== undefined && { tokenB: token(env, 'ACCESS_TOKEN_B') }),
    credentials: {
      ...(credentials(env, '') !== undefined && { a: credentials(env, '') }),
      ...(credentials(env, '_B') !== undefined && { b: credentials(env, '_B') }),
    },
    ids,
    reportDir: reportDirOf(env),
    seed: int(env, 'SEED', 1, 0, 2 ** 31 - 1),
    examples: int(env, 'EXAMPLES', 5, 0, 10_000),
    ...optionalField('userExamples', examplesOf(env)),
    ...optionalField('allowSideEffects', optionalBool(env, 'ALLOW_SIDE_EFFECTS')),
    probeLimits: bool(env, 'PROBE_LIMITS', false),
    // Safe by default against anything that is not loopback: a rate cap and a tighter budget.
    maxRps: int(env, 'MAX_RPS', remote ? 10 : 0, 0, 100_000),
    maxRequests: int(env, 'MAX_REQUESTS', remote ? 3000 : 20_000, 1, 10_000_000),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 10_000, 1, 600_000),
    responseTimeMs: int(env, 'RESPONSE_TIME_MS', 5_000, 1, 600_000),
    maxDurationMs: duration(env, 'MAX_DURATION', 10 * 60_000),
    ...(text(env, 'BASELINE') !== undefined && { baseline: text(env, 'BASELINE') }),
    updateBaseline: bool(env, 'UPDATE_BASELINE', false),
    knownFailures: oneOf(env, 'KNOWN_FAILURES', knownFailureModes, 'tolerate'),
    ...(text(env, 'SHARD') !== undefined && { shard: parseShard(text(env, 'SHARD') as string, 'SHARD') }),
    fullDiscovery: bool(env, 'FULL_DISCOVERY', false),
    publicOperations: parsePublicOperations(text(env, 'PUBLIC_OPERATIONS')),
    checkRequests: int(env, 'CHECK_REQUESTS', 400, 1, 10_000_000),
    ...optionalField('traffic', trafficFiles(env)),
  };
  if (config.updateBaseline && config.baseline === undefined) {
    throw new ConfigError(
      'UPDATE_BASELINE',
      'needs BASELINE, the file to record the baseline in (e.g. BASELINE=baselines/staging.json)',
    );
  }
  if (config.token !== undefined && config.token === config.tokenB) {
    throw new ConfigError('ACCESS_TOKEN_B', 'must be a different identity from ACCESS_TOKEN');
  }
  const { a, b } = config.credentials;
  if (a !== undefined && JSON.stringify(a) === JSON.stringify(b) && config.token === config.tokenB) {
    throw new ConfigError('EXTRA_HEADERS_B', 'identity B must send other credentials than identity A');
  }
  return config;
}

/**
 * Whether operations with external effects may run: as `ALLOW_SIDE_EFFECTS` says when it is set
 * (so `false` holds on loopback too), otherwise only on loopback.
 */
export function sideEffectsAllowed(config: Pick<Config, 'allowSideEffects'>, target: URL): boolean {
  return config.allowSideEffects ?? isLoopback(target);
}
