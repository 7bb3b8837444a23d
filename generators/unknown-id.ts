/**
 * @module A well-formed but unknown path id: the shape of the known one (a fresh UUID for a UUID,
 * digits for digits, letters for letters), so a 404 is about existence, not format.
 */
import type { Faker } from '@faker-js/faker';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]+$/i;

export function unknownIdLike(known: string | undefined, f: Faker): string {
  if (known === undefined) return f.string.uuid();
  for (let attempt = 0; attempt < 5; attempt++) {
    const fresh = reshape(known, f);
    if (fresh !== known) return fresh;
  }
  return `${known}0`;
}

function reshape(known: string, f: Faker): string {
  if (UUID.test(known))
    return known === known.toUpperCase() ? f.string.uuid().toUpperCase() : f.string.uuid();
  const hex = HEX.test(known) && /[a-f]/i.test(known);
  return [...known]
    .map((ch, i) => {
      if (/\d/.test(ch))
        return i === 0 && ch !== '0'
          ? f.string.numeric({ length: 1, allowLeadingZeros: false })
          : f.string.numeric(1);
      if (hex) return sameCase(ch, f.string.hexadecimal({ length: 1, prefix: '', casing: 'lower' }));
      if (/[a-z]/.test(ch)) return f.string.alpha({ length: 1, casing: 'lower' });
      if (/[A-Z]/.test(ch)) return f.string.alpha({ length: 1, casing: 'upper' });
      return ch;
    })
    .join('');
}

function sameCase(model: string, ch: string): string {
  return model === model.toUpperCase() ? ch.toUpperCase() : ch;
}
