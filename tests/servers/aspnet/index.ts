/**
 * @module The ASP.NET test server: `node:http` dressed as an ASP.NET Core Web API. 400
 * ProblemDetails with an `errors` dictionary (PascalCase keys, `Primary.Email`; System.Text.Json
 * conversion failures keyed `$.bedrooms`), an `X-Api-Key` header (or a bearer token), GUID route
 * constraints, case-insensitive property names and enum names, bare 401/404/405/413/429.
 */
export type { AspNetServerOptions } from './options.ts';
export { ASPNET_RULES } from './rules.ts';
export { startAspNetServer } from './server.ts';
