/**
 * @module How messages say "at most" and "at least": one phrase per row, negated and longer
 * phrases first (`must not be greater than` before `greater than`, `<=` before `<`), so the first
 * row to claim a stretch of text decides its meaning.
 */

export interface BoundPhrase {
  readonly pattern: string;
  readonly side: 'min' | 'max';
  readonly exclusive: boolean;
  /** The phrase itself speaks of length (`shorter than`, `too long`). */
  readonly length?: boolean;
}

const more = '(?:greater|more|larger|bigger|higher|over|above)';
const less = '(?:less|lower|smaller|fewer|below|under)';
const not = String.raw`(?:not|never|no|mustn't|cannot|can't|shouldn't|won't)\s+(?:be\s+|have\s+|contain\s+)?`;

export const boundPhrases: readonly BoundPhrase[] = [
  { pattern: String.raw`${not}longer\s+than`, side: 'max', exclusive: false, length: true },
  { pattern: String.raw`${not}shorter\s+than`, side: 'min', exclusive: false, length: true },
  { pattern: String.raw`${not}${more}(?:\s+than)?`, side: 'max', exclusive: false },
  { pattern: String.raw`${not}${less}(?:\s+than)?`, side: 'min', exclusive: false },
  { pattern: String.raw`shorter\s+than\s+or\s+equal(?:\s+to)?`, side: 'max', exclusive: false, length: true },
  { pattern: String.raw`longer\s+than\s+or\s+equal(?:\s+to)?`, side: 'min', exclusive: false, length: true },
  { pattern: String.raw`${less}\s+than\s+or\s+equal(?:\s+to)?`, side: 'max', exclusive: false },
  { pattern: String.raw`${more}\s+than\s+or\s+equal(?:\s+to)?`, side: 'min', exclusive: false },
  { pattern: '<=|≤|=<|⩽', side: 'max', exclusive: false },
  { pattern: '>=|≥|=>|⩾', side: 'min', exclusive: false },
  {
    pattern: String.raw`at\s+most|up\s+to|(?:cannot|can't|can\s+not|must\s+not|may\s+not|should\s+not|shall\s+not|not\s+to)\s+exceed|exceed(?:s|ed|ing)?(?:\s+the)?(?:\s+(?:maximum|max|limit))?|maximum(?:\s+of)?|max(?:imum)?\s+(?:length|len|size|value)|max\.?|limit(?:ed)?\s+to`,
    side: 'max',
    exclusive: false,
  },
  {
    pattern: String.raw`at\s+least|minimum(?:\s+of)?|min(?:imum)?\s+(?:length|len|size|value)|min\.?`,
    side: 'min',
    exclusive: false,
  },
  { pattern: String.raw`shorter\s+than`, side: 'max', exclusive: true, length: true },
  { pattern: String.raw`longer\s+than`, side: 'min', exclusive: true, length: true },
  { pattern: String.raw`${less}(?:\s+than)?`, side: 'max', exclusive: true },
  { pattern: String.raw`${more}(?:\s+than)?`, side: 'min', exclusive: true },
  { pattern: '<', side: 'max', exclusive: true },
  { pattern: '>', side: 'min', exclusive: true },
];
