/**
 * @module `debug-500`: a crash in front of the handler, answered by a development-mode error page
 * as JSON: 500 with the database error and the stack frames that caused it.
 */
import { afterBody, type Breaker } from './breaker.ts';

const STACK = [
  'error: relation "deals" does not exist',
  '    at Parser.parseErrorMessage (/srv/app/node_modules/pg-protocol/dist/parser.js:287:98)',
  '    at Parser.handlePacket (/srv/app/node_modules/pg-protocol/dist/parser.js:126:29)',
  '    at DealRepository.findByTenant (/srv/app/src/deals/deal.repository.js:41:23)',
  '    at async handler (/srv/app/src/routes/index.js:88:17)',
  '    at async exports.Manager.execute (/srv/app/node_modules/@hapi/hapi/lib/toolkit.js:60:28)',
].join('\n');

export const debug500: Breaker = ({ request, response }) =>
  afterBody(request, () => {
    const text = JSON.stringify({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'select * from "deals" where "tenant_id" = $1 - relation "deals" does not exist',
      query: 'select * from "deals" where "tenant_id" = $1',
      stack: STACK,
    });
    response.writeHead(500, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  });
