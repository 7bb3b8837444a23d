import { describe, expect, test } from 'vitest';
import { hintIsAbout, namesPath, valueAt, withValueAt } from './body-path.ts';

describe('body paths: a top-level field or a field one level inside an object', () => {
  const body = { note: 'n', primary: { name: 'Pat', email: 'pat@example.com' } };

  test('reads and changes a nested value without touching the original', () => {
    expect(valueAt(body, 'primary.email')).toBe('pat@example.com');
    expect(withValueAt(body, 'primary.email', 'x')).toEqual({
      note: 'n',
      primary: { name: 'Pat', email: 'x' },
    });
    expect(withValueAt(body, 'primary.name', undefined)).toEqual({
      note: 'n',
      primary: { email: 'pat@example.com' },
    });
    expect(withValueAt(body, 'note', undefined)).toEqual({ primary: body.primary });
    expect(body.primary.email).toBe('pat@example.com');
  });

  test('an error about the object alone or about the nested field names the nested path', () => {
    expect(namesPath('primary.email', 'primary.email')).toBe(true);
    expect(namesPath('primary.Email', 'primary.email')).toBe(true);
    expect(namesPath('primary', 'primary.email')).toBe(true);
    expect(namesPath('primary.name', 'primary.email')).toBe(false);
    expect(namesPath('note', 'primary.email')).toBe(false);
    expect(namesPath('primary.email', 'primary')).toBe(true);
  });

  test('a hint (a bound, a value list) counts for a nested field only when it names it', () => {
    expect(hintIsAbout('primary.email', 'primary.email')).toBe(true);
    expect(hintIsAbout('primary', 'primary.email')).toBe(false);
    expect(hintIsAbout('note', 'note')).toBe(true);
  });
});
