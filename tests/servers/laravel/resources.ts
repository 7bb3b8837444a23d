/**
 * @module How the Laravel app's answers are made, for its rules table: API Resources (`{"data":
 * {…}}`, the Eloquent model's snake_case attributes, integer keys, microsecond timestamps, values
 * after the model's casts: `"12"` → 12, `"1"` → true), `{"message": …}` for plain actions, and
 * paginated collections with their `links` and `meta`.
 */
import {
  arr,
  bool,
  int,
  obj,
  type ResponseContext,
  type ResponseSpec,
  str,
} from '../shared/model-response.ts';

export const STAMP = str(() => new Date().toISOString().replace(/Z$/, '000Z'));
/** `(int)` and `(bool)` casts of an input value. */
export const castInt = (value: unknown) => (value === true ? 1 : Number.parseInt(String(value), 10) || 0);
export const asInt = (name: string) => int(({ body }) => castInt(body[name]));
export const asBool = (name: string) => bool(({ body }) => [true, 1, '1'].includes(body[name] as never));
/** A nullable attribute. */
export const orNull = (name: string) => str(({ body }) => body[name] ?? null);
/** `response()->json(['message' => '…'])`. */
export const message = (text: string): ResponseSpec => ({ message: text });

/** A resource collection's `paginate()`: one page holding `items`. */
export function paginated(items: (ctx: ResponseContext) => readonly unknown[]): ResponseSpec {
  const links = (ctx: ResponseContext) => {
    const first = `${ctx.url}?page=1`;
    return { first, last: first, prev: null, next: null };
  };
  const meta = (ctx: ResponseContext) => {
    const { first } = links(ctx);
    const count = items(ctx).length;
    return {
      current_page: 1,
      from: count > 0 ? 1 : null,
      last_page: 1,
      links: [
        { url: null, label: '&laquo; Previous', active: false },
        { url: first, label: '1', active: true },
        { url: null, label: 'Next &raquo;', active: false },
      ],
      path: ctx.url,
      per_page: 15,
      to: count > 0 ? count : null,
      total: count,
    };
  };
  return { data: arr(items), links: obj(links), meta: obj(meta) };
}
