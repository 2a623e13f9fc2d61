import { Fragment } from 'react';

/**
 * The places an e-mail address may wrap: after the "@" and before each "." (or "-", "_", "+"), never
 * inside a word. "ana.lindqvist@example.com" -> ["ana", ".lindqvist@", "example", ".com"].
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=[._+-])/).filter(Boolean);
}

/**
 * An e-mail address that wraps at sensible points when its box is narrow (a word break opportunity,
 * <wbr>, after "@" and before "." and the like); a part longer than the box still breaks rather than
 * overflowing. Use it wherever an address is shown in running text, cards or menus.
 */
export function EmailText({ email }: { email: string }) {
  const parts = emailBreakParts(email);
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
