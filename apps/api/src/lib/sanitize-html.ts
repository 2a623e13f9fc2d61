import { safeHref } from '@stillpoint/contracts';

/**
 * The one rich-text sanitiser (DESIGN.md section 4: rich text is sanitised on write). An allow-list: the
 * tags a rich text editor produces, with no attributes except a checked `href` on links (http, https,
 * mailto only; they open in a new tab without an opener). Everything else is dropped: script, style and
 * similar elements with their content, other tags without their content (their text stays, escaped).
 * The output is well-formed: every open tag is closed, stray closing tags are dropped.
 */
const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'mark', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'hr', 'span', 'div',
]);
const VOID = new Set(['br', 'hr']);
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head']);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>`=]+))?)*)\s*(\/?)>/;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`=]+)))?/g;

const escapeText = (text: string) => text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    const rest = input.slice(lt);
    // Comments, doctype and processing instructions: dropped.
    if (rest.startsWith('<!--')) {
      const end = input.indexOf('-->', lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const end = input.indexOf('>', lt);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const [whole, closing, rawName, attrs] = match;
    const name = rawName!.toLowerCase();
    i = lt + whole.length;
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const closeAt = input.toLowerCase().indexOf(`</${name}`, i);
        if (closeAt === -1) i = input.length;
        else {
          const end = input.indexOf('>', closeAt);
          i = end === -1 ? input.length : end + 1;
        }
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    let attributes = '';
    if (name === 'a') {
      for (const attr of (attrs ?? '').matchAll(ATTR)) {
        if (attr[1]!.toLowerCase() !== 'href') continue;
        const href = safeHref(attr[2] ?? attr[3] ?? attr[4] ?? '');
        if (href) attributes = ` href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer nofollow"`;
        break;
      }
    }
    out += `<${name}${attributes}>`;
    open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** Sanitised rich text, or null when nothing but markup was left. */
export function sanitizeRichText(input: string | undefined | null): string | null {
  if (input === undefined || input === null) return null;
  const clean = sanitizeHtml(input);
  return clean.replace(/<[^>]*>/g, '').trim() === '' ? null : clean;
}
