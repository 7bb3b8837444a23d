/**
 * @module `npm run sandbox`: starts the sandbox on PORT (default 4010) with the faults named in
 * SANDBOX_FAULTS and the deploy changes named in SANDBOX_REGRESSIONS, and prints `.env`-ready lines (base URL, both tokens, tenant A's seeded ids).
 */

import { isFaultName } from './faults/index.ts';
import { faultNames, regressionNames, startSandbox } from './index.ts';
import { isRegressionName } from './regressions/index.ts';

function fail(message: string): never {
  process.stderr.write(`sandbox: ${message}\n`);
  process.exit(2);
}

const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`PORT must be 0–65535, got "${process.env.PORT}"`);

const names = (variable: string) =>
  (process.env[variable] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
const requested = names('SANDBOX_FAULTS');
const unknown = requested.filter((name) => !isFaultName(name));
if (unknown.length > 0) fail(`unknown fault "${unknown.join('", "')}" (known: ${faultNames.join(', ')})`);
const changes = names('SANDBOX_REGRESSIONS');
const unknownChanges = changes.filter((name) => !isRegressionName(name));
if (unknownChanges.length > 0)
  fail(`unknown regression "${unknownChanges.join('", "')}" (known: ${regressionNames.join(', ')})`);

const handle = await startSandbox({
  port,
  host: process.env.HOST,
  faults: requested.filter(isFaultName),
  regressions: changes.filter(isRegressionName),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

const lines = [
  `API_BASE_URL=${handle.url}`,
  `ACCESS_TOKEN=${handle.tokens.a}`,
  `ACCESS_TOKEN_B=${handle.tokens.b}`,
  ...Object.entries(handle.ids).map(([name, id]) => `${name}=${id}`),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (requested.length > 0) process.stderr.write(`sandbox: faults on: ${requested.join(', ')}\n`);
if (changes.length > 0) process.stderr.write(`sandbox: regressions on: ${changes.join(', ')}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    handle.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
