/** @module Regression: the JSON body limit fell from Express's 100 KiB to 10 KiB (`json({ limit: '10kb' })`). */
import type { Regression } from './regression.ts';

export function bodyLimit10k(): Regression {
  return { name: 'body-limit-10k', limits: (limits) => ({ ...limits, maxBodyBytes: 10_240 }) };
}
