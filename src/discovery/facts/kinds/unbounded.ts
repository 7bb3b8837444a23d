/** @module The no-bound fact: a bound probed and not found up to the most extreme value tried. */
import type { BoundKind } from '../../../core/observation.ts';
import { type FactDescriptor, field } from '../descriptor.ts';

/**
 * A bound probed and not found, said no further than the evidence goes: an empty string accepted
 * proves there is no minimum length; a large value accepted says nothing beyond it.
 */
export function unboundedText(bound: BoundKind, tried: number): string {
  if (bound === 'minLength' && tried === 0) return 'empty accepted (no minLength)';
  const unit = bound === 'minLength' || bound === 'maxLength' ? ' characters' : '';
  return `${bound}: none up to ${tried.toLocaleString('en-US')}${unit} tried`;
}

export const unbounded: FactDescriptor<'unbounded'> = {
  inferred: { via: 'request fields' },
  // Nothing is known beyond the value tried: the document states no bound.
  openapi: { via: 'not stated' },
  gap: {
    sections: ['Allowed values, formats, units and bounds'],
    line: (o) => unboundedText(o.bound, o.tried),
  },
  page: { place: (o) => field(o.field, 'bounds'), text: (o) => unboundedText(o.bound, o.tried) },
  baseline: { keys: () => [] },
};
