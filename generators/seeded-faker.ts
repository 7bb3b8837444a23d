/**
 * @module faker inside fast-check's seed: every faker value is drawn from a seed that fast-check
 * itself draws, so one run seed replays every value of a run.
 */
// The locale's own entry point: the package root loads every locale (about 40 MB resident).
import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/en';
import fc from 'fast-check';

/** The one faker instance of the generators; reseeded before every draw, never used unseeded. */
export const seededFaker: Faker = faker;

const fakerSeed = fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 }));

/** An arbitrary whose value `make` computes with faker seeded from fast-check's random stream. */
export function fakerArbitrary<T>(make: (f: Faker) => T): fc.Arbitrary<T> {
  return fakerSeed.map((seed) => withFaker(seed, make));
}

/** One faker value from a fixed seed (for values derived from the run seed outside a property). */
export function withFaker<T>(seed: number, make: (f: Faker) => T): T {
  seededFaker.seed(seed);
  return make(seededFaker);
}
