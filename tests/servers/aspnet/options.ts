/**
 * @module Start options of the ASP.NET server and their defaults: an `X-Api-Key` header for auth,
 * the rate limiter off (as in a fresh template), `[RequestSizeLimit(1_048_576)]` on bound bodies.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface AspNetServerOptions {
  readonly port?: number;
  /**
   * `api-key` (default): the tenant's token in `X-Api-Key`; `bearer`: the same token as
   * `Authorization: Bearer` (the JwtBearer scheme), for clients that can send nothing else.
   */
  readonly auth?: 'api-key' | 'bearer';
  /** A fixed-window limiter answering 429 (no headers); `false` (default) leaves it off. */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
  /**
   * `system-text-json` (default): 16.5 for an `int` fails conversion, an unknown enum name too
   * (naming the property). `jackson`: the reader a JVM service has by default: 16.5 is read as
   * 16, and an unknown enum name fails with Jackson's words, which name the enum's type and list
   * its values but name no property.
   */
  readonly reader?: 'system-text-json' | 'jackson';
  /** Completing a report twice answers 409, before validation (`complete-once.ts`); default off. */
  readonly completeOnce?: boolean;
}

export type ResolvedAspNetOptions = Required<AspNetServerOptions>;

export function resolveAspNetOptions(options: AspNetServerOptions = {}): ResolvedAspNetOptions {
  return {
    port: options.port ?? 0,
    auth: options.auth ?? 'api-key',
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
    reader: options.reader ?? 'system-text-json',
    completeOnce: options.completeOnce ?? false,
  };
}
