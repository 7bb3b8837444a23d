/**
 * @module Start options of the legacy server: the port and the body limit (256 KiB, answered with
 * `200 {success:false}` like everything else). It has no rate limit.
 */
export interface LegacyServerOptions {
  readonly port?: number;
  readonly maxBodyBytes?: number;
}

export interface ResolvedLegacyOptions {
  readonly port: number;
  readonly maxBodyBytes: number;
}

export function resolveLegacyOptions(options: LegacyServerOptions = {}): ResolvedLegacyOptions {
  return { port: options.port ?? 0, maxBodyBytes: options.maxBodyBytes ?? 262_144 };
}
