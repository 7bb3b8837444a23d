/**
 * @module The security rows of the differences table: who may call an operation and with what,
 * against the document's Authorization header and the service's own auth answers.
 */
import { type DifferenceKind, ids, is2xx, of, withoutCredentialsFirst } from './kind-support.ts';

export const securityKinds: readonly DifferenceKind[] = [
  {
    kind: 'public_despite_auth_header',
    category: 'security',
    find: (ctx) =>
      of(ctx, 'auth')
        .filter((a) => a.requirement === 'none' && ctx.op.documentedAuthHeader)
        .map((a) => ({
          text: 'answers without a token, though the document shows an Authorization header',
          evidence: withoutCredentialsFirst(ctx, a),
        })),
  },
  {
    kind: 'token_required_undocumented',
    category: 'security',
    find: (ctx) =>
      of(ctx, 'auth')
        .filter((a) => a.requirement === 'required' && !ctx.op.documentedAuthHeader)
        .map((a) => ({
          text: `requires a token (→ ${a.noTokenStatus ?? '?'} without), though the document shows no Authorization header`,
          evidence: ids(a),
        })),
  },
  {
    kind: 'malformed_token_accepted',
    category: 'security',
    find: (ctx) =>
      of(ctx, 'auth')
        .filter((a) => a.requirement === 'required' && is2xx(a.malformedTokenStatus))
        .map((a) => ({
          text: `a malformed token is accepted (${a.malformedTokenStatus})`,
          evidence: ids(a),
        })),
  },
  {
    kind: 'auth_status',
    category: 'security',
    find: (ctx) =>
      of(ctx, 'auth')
        .filter((a) => a.requirement === 'required')
        .flatMap((a) => [
          ...(a.noTokenStatus !== undefined &&
          ctx.norms.noToken !== undefined &&
          a.noTokenStatus !== ctx.norms.noToken
            ? [
                {
                  text: `no token → ${a.noTokenStatus} (service-wide ${ctx.norms.noToken})`,
                  evidence: ids(a),
                },
              ]
            : []),
          ...(a.malformedTokenStatus !== undefined &&
          !is2xx(a.malformedTokenStatus) &&
          ctx.norms.malformedToken !== undefined &&
          a.malformedTokenStatus !== ctx.norms.malformedToken
            ? [
                {
                  text: `malformed token → ${a.malformedTokenStatus} (service-wide ${ctx.norms.malformedToken})`,
                  evidence: ids(a),
                },
              ]
            : []),
        ]),
  },
  {
    kind: 'other_tenant',
    category: 'security',
    // A public operation does not read the token, so another tenant's answer is everyone's.
    find: (ctx) =>
      of(ctx, 'path_id')
        .filter(() => !of(ctx, 'auth').some((a) => a.requirement === 'none'))
        .filter(
          (p) => p.variant === 'other_tenant' && (is2xx(p.status) || p.status !== ctx.norms.otherTenant),
        )
        .map((p) => ({
          text: is2xx(p.status)
            ? `another tenant's ${p.param} is answered ${p.status}`
            : `another tenant's ${p.param} → ${p.status} (service-wide ${ctx.norms.otherTenant})`,
          evidence: ids(p),
        })),
  },
];
