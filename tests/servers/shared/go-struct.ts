/**
 * @module A Go request struct written as Go declares it, one field a line (`Bedrooms *int
 * `json:"bedrooms" binding:"required,min=1"``), read into name, pointer star, type and tags. The Go
 * look-alikes state their structs this way; each reads its own tags (validator bindings, checks).
 */

export interface GoFieldLine {
  readonly name: string;
  readonly pointer: boolean;
  /** As written after the star: `int`, `[]int64`, `map[string]interface {}`, `Signer`. */
  readonly type: string;
  /** Every `key:"value"` of the struct tag, `json` included. */
  readonly tags: Readonly<Record<string, string>>;
}

const LINE = /^\s*(\w+)\s+(\*?)(\S+(?: \{\})?)\s+`([^`]*)`\s*$/;

export function goFieldLines(struct: string, body: string): GoFieldLine[] {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, name, star, type, tag] = LINE.exec(line) ?? [];
      const tags = Object.fromEntries(
        [...(tag ?? '').matchAll(/(\w+):"([^"]*)"/g)].map(([, k, v]) => [k, v]),
      );
      if (name === undefined || type === undefined || tags.json === undefined)
        throw new Error(`${struct}: cannot read field '${line.trim()}'`);
      return { name, pointer: star === '*', type, tags };
    });
}
