/**
 * @module The broken server's breakages, one per file: the kind named in the options picks one.
 */
import type { Breaker } from './breaker.ts';
import { debug500 } from './debug-500.ts';
import { notHttp } from './not-http.ts';
import { redirectLoop } from './redirect-loop.ts';
import { resetMidBody } from './reset-mid-body.ts';
import { slow } from './slow.ts';
import { stall } from './stall.ts';
import { status999 } from './status-999.ts';

export const BREAKAGES = [
  'debug-500',
  'reset-mid-body',
  'stall',
  'status-999',
  'redirect-loop',
  'not-http',
  'slow-15s',
] as const;

export type Breakage = (typeof BREAKAGES)[number];

export const BREAKERS: Readonly<Record<Breakage, Breaker>> = {
  'debug-500': debug500,
  'reset-mid-body': resetMidBody,
  stall,
  'status-999': status999,
  'redirect-loop': redirectLoop,
  'not-http': notHttp,
  'slow-15s': slow,
};
