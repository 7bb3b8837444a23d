import { operations } from './fixtures/catalog.ts';
import { HttpClient } from './src/http/client.ts';
import { Pacer } from './src/http/pacer.ts';
import { Redactor } from './src/http/redactor.ts';
import { checkSetup } from './src/run/setup-probes.ts';
import { startSandbox } from './src/sandbox/index.ts';
import * as S from './tests/servers/alt-server/index.ts';
const mods = {
  sandbox: startSandbox,
  alt: S.startAltServer,
  apigw: (await import('./tests/servers/apigw-server/index.ts')).startApigwServer,
  aspnet: (await import('./tests/servers/aspnet-server/index.ts')).startAspNetServer,
  blindgo: (await import('./tests/servers/blind-go/index.ts')).startBlindGoServer,
  blindzod: (await import('./tests/servers/blind-zod/index.ts')).startBlindZodServer,
  drf: (await import('./tests/servers/drf-server/index.ts')).startDrfServer,
  fastapi: (await import('./tests/servers/fastapi-server/index.ts')).startFastapiServer,
  gostd: (await import('./tests/servers/gostd-server/index.ts')).startGostdServer,
  joi: (await import('./tests/servers/joi-server/index.ts')).startJoiServer,
  laravel: (await import('./tests/servers/laravel-server/index.ts')).startLaravelServer,
  legacy: (await import('./tests/servers/legacy-server/index.ts')).startLegacyServer,
  rails: (await import('./tests/servers/rails-server/index.ts')).startRailsServer,
  terse: (await import('./tests/servers/terse-server/index.ts')).startTerseServer,
} as Record<string, (o?: object) => Promise<{ url: string; tokens: { a: string }; close(): Promise<void> }>>;
for (const [name, start] of Object.entries(mods)) {
  const s = await start();
  for (const token of [s.tokens.a, 'wrong-token-1234', '@path']) {
    const url = token === '@path' ? new URL(`${s.url.replace(/\/$/, '')}/nope`) : new URL(s.url);
    const pacer = new Pacer(1000, 0);
    const client = new HttpClient({ baseUrl: url, tokens: { a: token === '@path' ? s.tokens.a : token }, timeoutMs: 5000, pacer, redactor: new Redactor([]), sideEffectsAllowed: true });
    let out = 'ok';
    try {
      await checkSetup(client, operations, { sideEffects: true, hasCredentials: true, credentialName: 'ACCESS_TOKEN' });
    } catch (e) { out = (e as Error).message.slice(0, 90); }
    const st = client.exchanges.map((e) => e.response?.status ?? 'x');
    console.log(name.padEnd(9), (token === s.tokens.a ? 'good' : token === '@path' ? 'path' : 'wrong').padEnd(6), String(pacer.used).padStart(3), out, token === s.tokens.a ? st.join(',') : '');
    await client.close();
  }
  await s.close();
}
