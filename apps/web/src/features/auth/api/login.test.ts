import { describe, expect, it } from 'vitest';
import { toFrontLoginInput } from './login';

describe('front login input (spec section 5)', () => {
  it('sends an identifier that looks like an e-mail as email', () => {
    expect(toFrontLoginInput({ identifier: ' patient@demo.stillpoint.test ', password: 'pw' })).toEqual({
      email: 'patient@demo.stillpoint.test',
      password: 'pw',
    });
  });

  it('sends anything else as username', () => {
    expect(toFrontLoginInput({ identifier: 'patient', password: 'pw' })).toEqual({ username: 'patient', password: 'pw' });
    expect(toFrontLoginInput({ identifier: 'someone@localhost', password: 'pw' })).toEqual({
      username: 'someone@localhost',
      password: 'pw',
    });
  });
});
