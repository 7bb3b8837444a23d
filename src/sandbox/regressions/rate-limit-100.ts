/** @module Regression: the throttler now allows 100 requests a minute (the headers say so). */
import type { Regression } from './regression.ts';

export function rateLimit100(): Regression {
  return {
    name: 'rate-limit-100',
    limits: (limits) => ({ ...limits, rateLimit: { limit: 100, windowSeconds: 60 } }),
  };
}
