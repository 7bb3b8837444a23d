/**
 * @module One FastAPI path operation as data: the shared model vocabulary (fields as a pydantic
 * model declares them) plus how the endpoint declares its body parameter.
 */
import type { ModelOperation } from '../shared/model-rules.ts';

export interface FastapiOperation extends ModelOperation {
  /**
   * `payload: Model | None = None`: an absent or `null` body is fine. Otherwise the body parameter
   * is required (`payload: Model`), so an empty body is `missing` at `["body"]`.
   */
  readonly optionalBody?: true;
  /**
   * `payload: dict[str, Any]` rather than a model: a non-object body is `dict_type`, not
   * `model_attributes_type`.
   */
  readonly freeForm?: true;
}
