import { describe, expect, it } from 'vitest';
import { en } from './en';
import { SHELL_TEXTS } from './shell-texts';
import { splitTexts } from './split-texts';

type Tree = { [key: string]: string | Tree };

/** Every text as `path -> text`. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Cut afresh: the modules' own objects are i18next's store, which the test setup fills with every text.
const shellTexts = splitTexts(en, SHELL_TEXTS, false) as Partial<typeof en>;
const pageTexts = splitTexts(en, SHELL_TEXTS, true);

describe('the texts cut in two', () => {
  it('gives every text of en.ts to exactly one half', () => {
    const shell = flatten(shellTexts as Tree);
    const pages = flatten(pageTexts as Tree);
    expect(Object.keys(shell).filter((key) => key in pages)).toEqual([]);
    expect({ ...shell, ...pages }).toEqual(flatten(en as unknown as Tree));
  });

  it('keeps whole groups in the shell and nothing else', () => {
    expect(Object.keys(flatten(shellTexts as Tree)).every((key) => SHELL_TEXTS.some((path) => key === path || key.startsWith(`${path}.`)))).toBe(true);
    expect(Object.keys(shellTexts.auth ?? {}).sort()).toEqual(['adminLogin', 'confirmation', 'fields', 'login', 'social', 'welcomeTitle']);
  });

  it('splits nested paths', () => {
    const tree = { a: { b: 'x', c: { d: 'y' } }, e: 'z' };
    expect(splitTexts(tree, ['a.c'], false)).toEqual({ a: { c: { d: 'y' } } });
    expect(splitTexts(tree, ['a.c'], true)).toEqual({ a: { b: 'x' }, e: 'z' });
  });
});
