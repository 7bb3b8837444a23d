/**
 * @module The written-down truth of a reference server: the facts a discovery run should establish
 * about it. The sandbox and every test server publish one; the discovery self-test compares the
 * harness's observed OpenAPI document with it, fact by fact. Imports nothing from the harness.
 */

export type TruthFieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** What the server enforces on one request-body field. Absent keys mean "not enforced". */
export interface FieldTruth {
  readonly type: TruthFieldType;
  /** Canonical accepted values (exact case as the server names them). */
  readonly enum?: readonly string[];
  /** True when case variants of the enum values are accepted too. */
  readonly enumCaseInsensitive?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: 'email';
  /**
   * For an object whose own fields the server validates (e.g. `primary.email`): their rules.
   * Absent: any object is accepted (its contents are not enforced).
   */
  readonly properties?: Readonly<Record<string, FieldTruth>>;
  /** With `properties`: the nested fields whose omission alone is rejected. */
  readonly required?: readonly string[];
  /** With `properties`: false when unknown nested fields are rejected, true when ignored. */
  readonly additionalProperties?: boolean;
}

export interface RequestTruth {
  readonly properties: Readonly<Record<string, FieldTruth>>;
  /** Fields whose omission alone is rejected. */
  readonly required: readonly string[];
  /** False when unknown fields are rejected; true when they are ignored. */
  readonly additionalProperties: boolean;
}

export interface ResponseFieldTruth {
  readonly type: TruthFieldType | 'null';
  /** Always present in the success body. */
  readonly required: boolean;
}

export interface OperationTruth {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The document's path template, e.g. `/v1/property/log/view/{reportId}`. */
  readonly path: string;
  /** `required`: a request without a token is rejected; `none`: it succeeds. */
  readonly auth: 'required' | 'none';
  /** Status for a request without a token, when auth is required (401 or 403 …). */
  readonly noTokenStatus?: number;
  /** Status of a valid, authorised request. */
  readonly successStatus: number;
  /** Status of a request whose body is rejected by validation, when the operation validates one. */
  readonly validationStatus?: number;
  /** Status for an unknown (well-formed) path id, when the operation has a path parameter. */
  readonly notFoundStatus?: number;
  /** For GET operations that carry a JSON body. */
  readonly getBody?: 'honored' | 'ignored';
  /** Request-body rules, when the body is read. */
  readonly request?: RequestTruth;
  /** Top-level fields of the success body (after any envelope: list the envelope's own keys). */
  readonly responseFields?: Readonly<Record<string, ResponseFieldTruth>>;
}

export interface ServerTruth {
  /** Keyed by the document's operation number, '1' … '21'. */
  readonly operations: Readonly<Record<string, OperationTruth>>;
  /** So many requests per window sustained (and, for a bucket, so many at once from rest). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number; readonly burst?: number };
  readonly maxBodyBytes?: number;
  /** Content type of error bodies, e.g. `application/json` or `application/problem+json`. */
  readonly errorContentType: string;
  /**
   * The header that carries the bare token, when it is not `Authorization: Bearer <token>` (e.g.
   * `X-Api-Key`). A client that can only send a bearer token cannot authenticate to such a server.
   */
  readonly credentialHeader?: string;
}

/** Ids of the records a reference server seeds for one tenant, keyed by the harness's variables. */
export interface SeededIds {
  readonly REPORT_ID: string;
  readonly RECORD_ID: string;
  readonly DEAL_ID: string;
  readonly OPPORTUNITY_ID: string;
  readonly SESSION_ID: string;
  readonly RMA_ID: string;
  readonly CONTACT_ID: string;
}

/** What starting a reference server (the sandbox or a test server) hands back. */
export interface ReferenceServerHandle {
  readonly url: string;
  /** `a` owns `ids`; `b` is another tenant that owns `idsB`. */
  readonly tokens: { readonly a: string; readonly b: string };
  readonly ids: SeededIds;
  readonly idsB: SeededIds;
  readonly truth: ServerTruth;
  close(): Promise<void>;
}
