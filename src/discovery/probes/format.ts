/**
 * @module E-mail format: near misses (`user@`, `user.example.com`, `user@@example.com`) all rejected
 * while a valid address is accepted ⇒ `format: email`; any near miss accepted ⇒ no format check.
 */
import { nearMissEmails } from '../accepted-body/candidates.ts';
import type { OpContext } from '../session/op-context.ts';
import { evidence, type Trial, trial, withField } from './trial.ts';

export function isEmailish(field: string, documentedEmail: boolean, value: unknown): boolean {
  return (documentedEmail || /e-?mail/i.test(field)) && typeof value === 'string' && value.includes('@');
}

export async function probeEmailFormat(ctx: OpContext, field: string): Promise<'email' | 'none' | undefined> {
  const trials: Trial[] = [];
  for (const miss of nearMissEmails) {
    const t = await trial(ctx, field, withField(ctx, field, miss), 'email-near-miss');
    trials.push(t);
    if (t.result === 'accepted') return 'none';
    if (t.result === 'inconclusive') return undefined;
  }
  ctx.observeField({
    kind: 'format',
    operation: ctx.number,
    field,
    format: 'email',
    evidence: evidence(...trials),
  });
  return 'email';
}
