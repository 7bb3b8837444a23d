import { expect, test } from 'vitest';
import { gapSectionTitles } from '../../discovery/index.ts';
import { GAP_SECTIONS } from './gap-sections.ts';

test('the fact descriptors name the gap report’s sections, every one and in its order', () => {
  expect(GAP_SECTIONS.map((s) => s.title)).toEqual([...gapSectionTitles]);
});
