import { describe, expect, test } from 'vitest';
import { mergeTrafficReports, type TrafficReport } from './traffic-report.ts';

const report = (over: Partial<TrafficReport>): TrafficReport => ({
  files: ['a.har'],
  entries: 10,
  matched: 8,
  otherHosts: 1,
  otherPaths: 1,
  examples: [],
  requestsSaved: 0,
  facts: 0,
  factsByKind: {},
  ...over,
});

describe('the traffic reports of the shards of one run', () => {
  test('the files once; requests saved, facts and first bodies of every shard', () => {
    const merged = mergeTrafficReports([
      report({ examples: [1, 3], requestsSaved: 40, facts: 7, factsByKind: { required: 5, auth: 2 } }),
      report({ examples: [13], requestsSaved: 2, facts: 1, factsByKind: { auth: 1 } }),
    ]);
    expect(merged).toEqual(
      report({ examples: [1, 3, 13], requestsSaved: 42, facts: 8, factsByKind: { required: 5, auth: 3 } }),
    );
  });

  test('no shard read traffic: none', () => {
    expect(mergeTrafficReports([undefined, undefined])).toBeUndefined();
  });
});
