/**
 * @module One observation as a short sentence, and where it belongs on an operation's view: a
 * field column or one of the operation's rows (auth, responses, errors, limits, behaviour).
 */
import type { Observation } from '../../core/observation.ts';
import { unboundedText } from '../gap-report/gap-fields.ts';
import { schemaSummary } from './schema-summary.ts';

export type FieldColumn = 'required' | 'type' | 'bounds' | 'closed set' | 'format' | 'document';
export const fieldColumns = ['required', 'type', 'bounds', 'closed set', 'format'] as const;
export type OperationRow = 'auth' | 'success' | 'errors' | 'limits' | 'behaviour' | 'unverified';
export const operationRows = ['auth', 'success', 'errors', 'limits', 'behaviour', 'unverified'] as const;

export type Placement =
  | { readonly at: 'field'; readonly field: string; readonly column: FieldColumn }
  | { readonly at: 'operation'; readonly row: OperationRow };

const field = (f: string, column: FieldColumn): Placement => ({ at: 'field', field: f, column });
const row = (r: OperationRow): Placement => ({ at: 'operation', row: r });

export function placement(o: Observation): Placement {
  switch (o.kind) {
    case 'required':
      return field(o.field, 'required');
    case 'type':
      return field(o.field, 'type');
    case 'bound':
    case 'unbounded':
      return field(o.field, 'bounds');
    case 'enum':
      return field(o.field, 'closed set');
    case 'format':
      return field(o.field, 'format');
    case 'field_exists':
      return field(o.field, 'document');
    case 'auth':
      return row('auth');
    case 'success':
    case 'response_shape':
      return row('success');
    case 'rejection':
    case 'error_shape':
    case 'path_id':
      return row('errors');
    case 'rate_limit':
    case 'body_limit':
      return row('limits');
    case 'baseline':
    case 'unknown_fields':
    case 'get_body':
    case 'invalid_body_accepted':
    case 'versioning':
    case 'deprecation':
      return row('behaviour');
    case 'undetermined':
      return o.field !== undefined ? field(o.field, 'document') : row('unverified');
    default:
      return o satisfies never;
  }
}

const ct = (contentType: string | undefined) => (contentType ? ` ${contentType}` : ' (no body)');

export function factText(o: Observation): string {
  switch (o.kind) {
    case 'required':
      return o.required ? 'required' : 'optional';
    case 'type':
      return `${o.type}${o.items ? ` of ${o.items}` : ''}${o.lenient ? ' (a wrong type was accepted)' : ''}`;
    case 'bound':
      return `${o.bound} ${o.value}`;
    case 'unbounded':
      return unboundedText(o.bound, o.tried);
    case 'enum':
      return `${o.closed ? 'closed' : 'open'}${o.complete ? ', complete' : ''}: ${o.values.join(', ')}${o.caseInsensitive === undefined ? '' : o.caseInsensitive ? ' (any case)' : ' (case-sensitive)'}${o.source === 'error_message' ? ' · listed by the server' : ''}`;
    case 'format':
      return o.format;
    case 'field_exists':
      return 'not in the document; accepted';
    case 'auth':
      return o.requirement === 'none'
        ? 'public: answers without a token'
        : `token required: none → ${o.noTokenStatus ?? '?'}, malformed → ${o.malformedTokenStatus ?? '?'}${o.wwwAuthenticate ? ` (WWW-Authenticate: ${o.wwwAuthenticate})` : ''}`;
    case 'success':
      return `success status ${o.status}`;
    case 'response_shape':
      return `${o.status}${ct(o.contentType)}: ${schemaSummary(o.schema)} (${o.samples} samples)`;
    case 'rejection':
      return `rejects with ${o.statuses.join(', ')}${o.failureEnvelope ? ' ({success:false} envelope)' : ''}`;
    case 'error_shape':
      return `${o.status} on ${o.cause.replaceAll('_', ' ')}${ct(o.contentType)}${o.parser ? ` [${o.parser}]` : ''}${o.schema ? `: ${schemaSummary(o.schema)}` : ''}`;
    case 'path_id':
      return `${o.variant.replace('_', ' ')} ${o.param} → ${o.status}`;
    case 'rate_limit':
      return `rate limit ${o.limit} per ${o.windowSeconds} s (${o.source})`;
    case 'body_limit':
      return `body limit ${o.maxBytes} bytes → ${o.status}`;
    case 'baseline':
      return `accepted body found (${o.status})${o.repeatable ? ', accepted again' : ', not accepted twice'}`;
    case 'unknown_fields':
      return `unknown fields${o.field === undefined ? '' : ` inside ${o.field}`} ${o.policy}`;
    case 'get_body':
      return `GET body ${o.handling}`;
    case 'invalid_body_accepted':
      return o.read
        ? 'malformed JSON accepted like the accepted body: read as no input'
        : 'body not read: malformed JSON and wrong-typed fields answered like the accepted body';
    case 'versioning':
      return `${o.otherVersionPath} → ${o.status}`;
    case 'deprecation':
      return `${o.header}: ${o.value}`;
    case 'undetermined':
      return `${o.topic}: not established (${o.reason})`;
    default:
      return o satisfies never;
  }
}
