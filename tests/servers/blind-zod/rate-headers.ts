/**
 * @module The IETF httpapi-ratelimit-headers draft's structured fields (the newer form, not the
 * `RateLimit-Limit/-Remaining/-Reset` trio): `RateLimit-Policy: "default";q=…;w=…` and
 * `RateLimit: "default";r=…;t=…`, sent on every response while the limiter is on.
 */
import type { RateLimitOptions, WindowVerdict } from '../shared/fixed-window.ts';

export const POLICY_NAME = 'default';

export function rateHeaders(options: RateLimitOptions, verdict: WindowVerdict): Record<string, string> {
  return {
    'ratelimit-policy': `"${POLICY_NAME}";q=${options.limit};w=${options.windowSeconds}`,
    ratelimit: `"${POLICY_NAME}";r=${verdict.remaining};t=${verdict.retryAfterSeconds}`,
  };
}
