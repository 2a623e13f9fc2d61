import sanitize from 'sanitize-html';
import { safeHref } from '@stillpoint/contracts';

/**
 * The one rich-text sanitiser (DESIGN.md section 4: rich text is sanitised on write), on the
 * sanitize-html library (htmlparser2 underneath; decision 0015 says why not a hand-written one). An
 * allow-list: the tags a rich text editor produces, with no attributes except a checked `href` on links
 * (http, https, mailto only, by the contracts' `safeHref`, the check the web editor makes too; they open in
 * a new tab without an opener). Everything else is dropped: script, style, svg, math and similar
 * elements with their content, other tags without their content (their text stays, escaped), comments.
 * The output is well-formed: every open tag is closed.
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'hr', 'span', 'div',
] as const;

/** Elements dropped together with everything inside them (their text is code, styling or another language). */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'template', 'svg', 'math',
  'textarea', 'select', 'option', 'title', 'head', 'xmp', 'plaintext', 'frameset', 'applet',
];

const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  // A link keeps its href only when safeHref accepts it, and always opens apart from the app.
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href === undefined ? null : safeHref(attribs.href);
      return { tagName, attribs: href ? { href, ...LINK_ATTRIBUTES } : {} };
    },
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}

/** Sanitised rich text, or null when nothing but markup was left. */
export function sanitizeRichText(input: string | undefined | null): string | null {
  if (input === undefined || input === null) return null;
  const clean = sanitizeHtml(input);
  return clean.replace(/<[^>]*>/g, '').trim() === '' ? null : clean;
}
