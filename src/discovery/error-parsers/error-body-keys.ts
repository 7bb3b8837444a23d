/**
 * @module The key vocabulary of JSON error bodies across frameworks: which keys hold messages, which
 * name the field, which list allowed values, which hold errors keyed by field, and which are
 * metadata to skip. Lists are data, written as words.
 */

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** Keys whose strings are not messages: metadata, codes, echoed input. Compared lower-cased. */
export const metadataKeys: ReadonlySet<string> = new Set(
  words(`
    type code codes status statusCode status_code errorCode error_code timestamp time instance traceId
    trace_id trace requestId request_id correlationId correlation_id stack stackTrace exception
    documentation_url docs doc_url help link href url uri id @type method value rejectedValue
    rejected_value input received expected keyword schemaPath objectName kind locationType domain label
    success ok _original ctx context params args arguments bindingFailure
  `).map((k) => k.toLowerCase()),
);

/** Keys naming the field an error item is about, most specific first. */
export const fieldKeys: readonly string[] = words(`
  field fieldName field_name param parameter property propertyPath property_path attribute pointer
  jsonPointer json_pointer instancePath dataPath loc location target path key name
`);

/** Keys listing the values a field allows. */
export const valueKeys: readonly string[] = words(`
  allowedValues allowed_values allowed enum enumValues validValues valid_values permittedValues
  permitted_values expectedValues acceptedValues choices options valids
`);

/** Keys holding a human-readable message. */
export const messageKeys: readonly string[] = words(`
  message msg detail description reason title defaultMessage errorMessage error_description
`);

/** Containers whose record value is keyed by field name (`errors: {bedrooms: [...]}`). Lower-cased. */
export const keyedContainers: ReadonlySet<string> = new Set(
  words(`
    errors fieldErrors field_errors validationErrors validation_errors fields invalidFields violations
    failures problems messages
  `).map((k) => k.toLowerCase()),
);

/** Keys inside a keyed container that hold errors about no field (DRF, Rails, Laravel, zod). */
export const generalKeys: ReadonlySet<string> = new Set(
  words('non_field_errors __all__ formerrors form_errors general base *'),
);
