import { describe, expect, test } from 'vitest';
import { operationByNumber } from '../../fixtures/catalog.ts';
import { SideEffectGate, SideEffectRefused } from './side-effect-gate.ts';

const migrate = operationByNumber(6);
const sendMms = operationByNumber(7);
const createProperty = operationByNumber(1);

describe('SideEffectGate', () => {
  test('side effects not allowed: external operations are skipped and listed once, with the reason', () => {
    const gate = new SideEffectGate(false);
    expect(gate.skip(createProperty)).toBeUndefined();
    expect(gate.skip(sendMms)).toMatch(
      /^external effect \(.+\): side effects not allowed in this run \(ALLOW_SIDE_EFFECTS=true sends it\)$/,
    );
    gate.skip(sendMms);
    expect(gate.skipped).toEqual([{ operation: 7, reason: gate.skip(sendMms) }]);
    expect(() => gate.check(7, { kind: 'none' })).toThrow(SideEffectRefused);
  });

  test('migrate-products goes out only carrying dryRun: true, malformed JSON included', () => {
    const gate = new SideEffectGate(false);
    expect(gate.pinned(migrate)).toEqual({ field: 'dryRun', value: true });
    expect(() => gate.check(6, { kind: 'json', value: { dryRun: true, x: 1 } })).not.toThrow();
    const raw = (text: string) => ({ kind: 'raw', text, contentType: 'application/json' }) as const;
    expect(() => gate.check(6, raw('{"dryRun":true,"malformed": '))).not.toThrow();
    for (const body of [
      { kind: 'json', value: { dryRun: 'true' } },
      { kind: 'json', value: [] },
      { kind: 'none' },
      raw('{"malformed": '),
    ] as const) {
      expect(() => gate.check(6, body), JSON.stringify(body)).toThrow('refusing a body without dryRun: true');
    }
  });

  test('side effects allowed, or no operation named: everything passes and nothing is skipped', () => {
    const gate = new SideEffectGate(true);
    expect(gate.skip(sendMms)).toBeUndefined();
    expect(gate.pinned(migrate)).toBeUndefined();
    expect(() => gate.check(6, { kind: 'none' })).not.toThrow();
    expect(() => new SideEffectGate(false).check(undefined, { kind: 'none' })).not.toThrow();
    expect(gate.skipped).toEqual([]);
  });
});
