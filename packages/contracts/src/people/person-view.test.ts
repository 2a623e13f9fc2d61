import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, containsContact, displayNameField, initialName, peerName } from './person-view.js';

describe('the name peers see', () => {
  it.each([
    ['Priya Nair', 'Priya N.'],
    ['  priya   devi nair ', 'priya N.'],
    ['Zoë Ó Briain', 'Zoë B.'],
    ['Madonna', 'Madonna'],
    ['', ANONYMOUS_NAME],
  ])('first name and initial of %j is %j', (fullName, expected) => {
    expect(initialName(fullName)).toBe(expected);
  });

  it('follows the choice; a custom choice without a name falls back to the initial', () => {
    const person = { fullName: 'Priya Nair', displayName: 'Morning Lark' };
    expect(peerName({ ...person, displayNameChoice: 'initial' })).toBe('Priya N.');
    expect(peerName({ ...person, displayNameChoice: 'anonymous' })).toBe('Anonymous');
    expect(peerName({ ...person, displayNameChoice: 'custom' })).toBe('Morning Lark');
    expect(peerName({ ...person, displayNameChoice: 'custom', displayName: null })).toBe('Priya N.');
  });
});

describe('a typed display name', () => {
  it.each(['me@example.com', 'mail me: a.b@c.org', 'https://x.example', 'calm.io', 'see www.priya', 'bit.ly/abc'])(
    'holds contact details: %j',
    (text) => {
      expect(containsContact(text)).toBe(true);
      expect(displayNameField.safeParse(text).success).toBe(false);
    },
  );
  it.each(['Priya N.', 'J.R. Tolkien', 'Dr.Who', 'Morning Lark', "O'Neil-Smith", 'Zoë'])('is a name: %j', (text) => {
    expect(containsContact(text)).toBe(false);
    expect(displayNameField.parse(` ${text} `)).toBe(text);
  });
});
