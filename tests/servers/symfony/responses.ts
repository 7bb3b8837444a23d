/**
 * @module How the Symfony app's answers look on the wire behind nginx + PHP-FPM: `JsonResponse`
 * bodies, RFC 7807 problems from the Serializer's `ProblemNormalizer` in prod (`title: "An error
 * occurred"`, `detail` = the status text), the minimal HTML error page when the client did not ask
 * for JSON (no route matched, so no `format: json` route default applies), and the router's 301.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { createReplier, type Headers } from '../shared/replier.ts';

const replier = createReplier(() => ({
  server: 'nginx',
  'x-powered-by': 'PHP/8.3.14',
  'cache-control': 'no-cache, private',
}));

export const { sendJson, sendEmpty } = replier;

/** A bodiless answer (the firewall's 401s). */
export const sendStatus = (response: ServerResponse, status: number, headers: Headers) =>
  replier.send(response, status, '', '', headers);

/** Symfony 7's status texts where they differ from Node's. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  413: 'Content Too Large',
  422: 'Unprocessable Content',
};
const statusText = (status: number) => STATUS_TEXT[status] ?? STATUS_CODES[status] ?? 'Unknown';

export function sendProblem(response: ServerResponse, status: number, body?: object, headers?: Headers) {
  const problem = body ?? {
    type: 'https://tools.ietf.org/html/rfc2616#section-10',
    title: 'An error occurred',
    status,
    detail: statusText(status),
  };
  replier.send(response, status, 'application/problem+json', JSON.stringify(problem), headers);
}

function errorPage(status: number): string {
  const reason = `${status} ${statusText(status)}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="UTF-8" />
    <meta name="robots" content="noindex,nofollow,noarchive" />
    <title>An Error Occurred: ${statusText(status)}</title>
    <style>body { background-color: #fff; color: #222; font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; margin: 0; }
.container { margin: 30px; max-width: 600px; }
h1 { color: #dc3545; font-size: 24px; }
h2 { font-size: 18px; }</style>
</head>
<body>
<div class="container">
    <h1>Oops! An Error Occurred</h1>
    <h2>The server returned a "${reason}".</h2>
    <p>
        Something is broken. Please let us know what you were doing when this error occurred.
        We will fix it as soon as possible. Sorry for any inconvenience caused.
    </p>
</div>
</body>
</html>
`;
}

/** An error outside any route: JSON only when the `Accept` header prefers it, HTML otherwise. */
export function sendRoutingError(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers?: Headers,
) {
  if (/application\/(problem\+)?json/i.test(request.headers.accept ?? '')) {
    return sendProblem(response, status, undefined, headers);
  }
  replier.send(response, status, 'text/html; charset=UTF-8', errorPage(status), headers);
}

/** `RedirectableUrlMatcher`'s answer to a GET whose trailing slash differs from the route's. */
export function sendRedirect(response: ServerResponse, location: string) {
  const page = `<!DOCTYPE html>
<html>
    <head>
        <meta charset="UTF-8" />
        <meta http-equiv="refresh" content="0;url='${location}'" />

        <title>Redirecting to ${location}</title>
    </head>
    <body>
        Redirecting to <a href="${location}">${location}</a>.
    </body>
</html>`;
  replier.send(response, 301, 'text/html; charset=UTF-8', page, { location });
}
