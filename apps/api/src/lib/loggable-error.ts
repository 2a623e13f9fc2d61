/**
 * What of an unexpected error may go to the log. A failed query's error carries the statement's parameters
 * (Drizzle's "Failed query: ... params: ...") and PostgreSQL's detail ("Failing row contains (...)"): the
 * values a person sent, which may be health data (session notes, chat, task logs). The log keeps what
 * finds the fault (type, statement, SQLSTATE, constraint, stack frames) and never the values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const pg = (cause ?? error) as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
  const message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]');
  return {
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message,
    ...(typeof pg.code === 'string' ? { code: pg.code } : {}),
    ...(typeof pg.constraint === 'string' ? { constraint: pg.constraint } : {}),
    ...(typeof pg.table === 'string' ? { table: pg.table } : {}),
    ...(typeof pg.column === 'string' ? { column: pg.column } : {}),
    ...(cause instanceof Error ? { cause: cause.message.replace(/\(.*\)/gs, '(…)') } : {}),
    // The frames only: the stack's first lines repeat the message, params included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
