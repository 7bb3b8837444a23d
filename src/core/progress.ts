/**
 * @module Progress as events: the engine says what it is doing (phase, each request, each wait a
 * server asks for) and a listener decides how to show it. The engine never formats or times output.
 */

export const phases = ['preflight', 'discovery', 'cases', 'reports'] as const;
export type Phase = (typeof phases)[number];

export type ProgressEvent =
  /** A phase starts; `operations` is the order the phase walks the operations in, when it does. */
  | { readonly kind: 'phase'; readonly phase: Phase; readonly operations?: readonly number[] }
  | { readonly kind: 'request'; readonly sent: number; readonly operation?: number }
  /** The run waits because the server said so (a 429 with a wait header) before sending again. */
  | { readonly kind: 'wait'; readonly seconds: number; readonly reason: string };

export type ProgressListener = (event: ProgressEvent) => void;
