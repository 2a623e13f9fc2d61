import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.js';

describe('loggableError', () => {
  it("keeps what finds a failed query's fault and drops the values a person sent", () => {
    const cause = Object.assign(new Error('new row for relation "session_notes" violates check constraint'), {
      code: '23514',
      constraint: 'session_notes_author_role',
      table: 'session_notes',
      detail: 'Failing row contains (1, 2, 3, Talked about the panic attacks).',
    });
    const error = new DrizzleQueryError(
      'insert into "session_notes" ("body") values ($1)',
      ['Talked about the panic attacks'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('panic attacks');
    expect(loggableError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "session_notes" ("body") values ($1)\nparams: [not logged]',
      code: '23514',
      constraint: 'session_notes_author_role',
      table: 'session_notes',
    });
  });

  it('keeps an ordinary error as it is, without the stack’s first line twice', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(String(logged.stack)).toMatch(/^\s+at /);
    expect(loggableError('a string')).toEqual({ type: 'string' });
  });
});
