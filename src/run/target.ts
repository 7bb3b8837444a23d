/**
 * @module The target of a run: the configured API, or (with no `API_BASE_URL`) the embedded sandbox
 * started in-process on an ephemeral loopback port, with its own tokens and seeded ids.
 */
import type { Config, IdVariable } from '../core/config.ts';
import { startSandbox } from '../sandbox/index.ts';

export interface Target {
  readonly url: URL;
  readonly token?: string;
  readonly tokenB?: string;
  readonly ids: Readonly<Partial<Record<IdVariable, string>>>;
  readonly embeddedSandbox: boolean;
  close(): Promise<void>;
}

export async function openTarget(config: Config): Promise<Target> {
  if (config.baseUrl) {
    return {
      url: config.baseUrl,
      ...(config.token !== undefined && { token: config.token }),
      ...(config.tokenB !== undefined && { tokenB: config.tokenB }),
      ids: config.ids,
      embeddedSandbox: false,
      close: async () => {},
    };
  }
  const sandbox = await startSandbox();
  return {
    url: new URL(sandbox.url),
    token: sandbox.tokens.a,
    tokenB: sandbox.tokens.b,
    ids: sandbox.ids,
    embeddedSandbox: true,
    close: () => sandbox.close(),
  };
}
