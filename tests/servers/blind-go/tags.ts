/**
 * @module Parses go-playground/validator `binding` tags (`required,min=0,max=20`, `oneof=a b`) into a
 * union on `tag`. Only the tags this server's structs use exist; any other throws at load time.
 */

export type GoTag =
  | { readonly tag: 'required' }
  | { readonly tag: 'omitempty' }
  | { readonly tag: 'min' | 'max' | 'len'; readonly param: number }
  | { readonly tag: 'oneof'; readonly values: readonly [string, ...string[]] }
  | { readonly tag: 'email' };

export function parseBinding(binding: string): GoTag[] {
  if (binding === '') return [];
  return binding.split(',').map((part) => {
    const [tag = '', param] = part.split('=', 2) as [string?, string?];
    switch (tag) {
      case 'required':
      case 'omitempty':
      case 'email':
        if (param !== undefined) throw new Error(`tag '${tag}' takes no parameter in '${binding}'`);
        return { tag };
      case 'min':
      case 'max':
      case 'len': {
        const value = Number(param);
        if (param === undefined || !Number.isInteger(value)) throw new Error(`bad '${part}' in '${binding}'`);
        return { tag, param: value };
      }
      case 'oneof': {
        const [first, ...rest] = (param ?? '').split(' ').filter((value) => value !== '');
        if (first === undefined) throw new Error(`empty oneof in '${binding}'`);
        return { tag, values: [first, ...rest] };
      }
      default:
        throw new Error(`unsupported validator tag '${tag}' in '${binding}'`);
    }
  });
}
