/**
 * @module What a leaked stack trace or database error looks like, as data. Patterns avoid line
 * anchors: inside a JSON body a newline is the two characters `\n`.
 */

export type LeakKind = 'stack_trace' | 'database_error';

export interface LeakPattern {
  readonly name: string;
  readonly kind: LeakKind;
  readonly pattern: RegExp;
}

export const leakPatterns: readonly LeakPattern[] = [
  {
    name: 'node_frame',
    kind: 'stack_trace',
    pattern: /\bat [\w$.<>[\] ]+ \((?:file:\/\/|node:)?[^\s()"]*\.[cm]?[jt]sx?:\d+:\d+\)/,
  },
  {
    name: 'node_anonymous_frame',
    kind: 'stack_trace',
    pattern: /\bat (?:file:\/\/|node:|\/)[^\s()"]+\.[cm]?[jt]sx?:\d+:\d+/,
  },
  { name: 'indented_ts_frame', kind: 'stack_trace', pattern: / {2,}at [^"\n]{1,300}?\.tsx?:\d+/ },
  { name: 'python_traceback', kind: 'stack_trace', pattern: /Traceback \(most recent call last\)/ },
  {
    name: 'java_frame',
    kind: 'stack_trace',
    pattern: /\bat (?:[\w$]+\.)+[\w$<>]+\([\w$]+\.(?:java|kt|scala):\d+\)/,
  },
  { name: 'java_thread_exception', kind: 'stack_trace', pattern: /Exception in thread "/ },
  { name: 'sqlstate', kind: 'database_error', pattern: /\bSQLSTATE\b/ },
  { name: 'oracle', kind: 'database_error', pattern: /\bORA-\d{5}\b/ },
  { name: 'postgres_syntax', kind: 'database_error', pattern: /syntax error at or near/i },
  { name: 'sequelize', kind: 'database_error', pattern: /\bSequelize\w*Error\b/ },
  { name: 'mongo', kind: 'database_error', pattern: /\bMongo(?:Server)?Error\b/ },
  {
    name: 'unique_violation',
    kind: 'database_error',
    pattern: /duplicate key value violates unique constraint/i,
  },
  {
    name: 'mysql',
    kind: 'database_error',
    pattern: /\bER_[A-Z_]*(?:PARSE_ERROR|DUP_ENTRY|NO_SUCH_TABLE|BAD_FIELD_ERROR)\b/,
  },
];
