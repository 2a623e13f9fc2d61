import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a failure, not noise (CONVENTIONS 12).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`Unexpected console.error: ${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
