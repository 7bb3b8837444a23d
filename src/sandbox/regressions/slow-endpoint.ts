/**
 * @module Regression: operation 21 (GET `/v1/notifications/upsert-notification-subscribers`) now
 * waits on a slow provider: every answer takes `slowEndpointMs` (15 s by default).
 */
import type { Regression, RegressionOptions } from './regression.ts';

export function slowEndpoint(options: RegressionOptions): Regression {
  return {
    name: 'slow-endpoint',
    delayMs: (operation) => (operation === '21' ? options.slowEndpointMs : 0),
  };
}
