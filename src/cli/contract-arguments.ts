/**
 * @module The command-line arguments of `npm run contract`: only `--shard=i/n`,
 * which wins over `SHARD` in the environment. Anything else is a configuration error (exit 2).
 */
import type { Env } from '../core/config.ts';
import { ConfigError } from '../core/errors.ts';

export function argumentsEnv(args: readonly string[]): Env {
  const out: Record<string, string> = {};
  for (const arg of args) {
    if (arg.startsWith('--shard=')) out.SHARD = arg.slice('--shard='.length);
    else throw new ConfigError('arguments', `unknown argument "${arg}" (the only one is --shard=i/n)`);
  }
  return out;
}
