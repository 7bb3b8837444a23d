/**
 * @module The JSON Schema subset the harness writes (JSON Schema 2020-12, as OpenAPI 3.1 uses it).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  not?: JsonSchema;
  [extension: `x-${string}`]: unknown;
}
