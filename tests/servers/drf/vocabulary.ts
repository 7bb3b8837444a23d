/**
 * @module The DRF server's rule vocabulary: fields declared as a serializer declares them
 * (`CharField(max_length=40)`, `IntegerField(min_value=0, max_value=12)`, `ChoiceField(choices=…)`,
 * a nested `Serializer`), required unless `required: false` and never blank or null (DRF's
 * defaults). One table drives the serializers, the routes and the published truth.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { IdKind } from '../shared/rules.ts';

interface Presence {
  /** DRF's `required=False`; a field is required unless it says so. */
  readonly required?: false;
}

export type DrfField = Presence &
  (
    | { readonly kind: 'CharField'; readonly minLength?: number; readonly maxLength?: number }
    | { readonly kind: 'EmailField'; readonly maxLength?: number }
    | { readonly kind: 'ChoiceField'; readonly choices: readonly [string, ...string[]] }
    | { readonly kind: 'IntegerField'; readonly minValue?: number; readonly maxValue?: number }
    | { readonly kind: 'BooleanField' }
    /** `ListField(child=…)`: item errors keyed by index, `{"0": ["…"]}`. */
    | { readonly kind: 'ListField'; readonly child: DrfField }
    /** A nested serializer: its errors nest under the field's name. */
    | { readonly kind: 'Serializer'; readonly fields: DrfFields }
  );

export type DrfFields = Readonly<Record<string, DrfField>>;

/**
 * `none`: the view has no payload; `ignored`: a view that never touches `request.data` (DRF parses
 * lazily, so nothing about the body matters); `serializer`: parsed and validated on access.
 */
export type DrfBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'serializer'; readonly fields: DrfFields };

export interface DrfOperation {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  /** For detail views: the kind of record `get_object()` looks up, filtered by owner. */
  readonly idKind?: IdKind;
  /** `none`: `permission_classes = [AllowAny]`. */
  readonly auth: 'required' | 'none';
  readonly body: DrfBody;
  readonly successStatus: 200 | 201 | 204;
  /** Top-level fields of `serializer.data`; absent for 204. */
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
}
