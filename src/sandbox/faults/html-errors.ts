/** @module Fault: error responses are Express-style HTML pages instead of JSON bodies. */
import type { Fault } from './fault.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function htmlErrors(): Fault {
  return {
    name: 'html-errors',
    renderError: (body) => {
      const message = Array.isArray(body.message) ? body.message.join('\n') : String(body.message);
      return {
        contentType: 'text/html; charset=utf-8',
        text: `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${body.statusCode} ${escapeHtml(body.error)}: ${escapeHtml(message)}</pre>\n</body>\n</html>\n`,
      };
    },
  };
}
