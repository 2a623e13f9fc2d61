import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { safeHref } from '@stillpoint/contracts';
import { XSS_CORPUS } from '../../test/xss-corpus.js';
import { RICH_TEXT_TAGS, sanitizeHtml, sanitizeRichText } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps the formatting a rich text editor makes', () => {
    expect(sanitizeHtml('<p>Hello <strong>you</strong><br/><em>there</em></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>you</strong><br /><em>there</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeHtml('<h2>Title</h2><blockquote><p>q</p></blockquote><ol><li><s>a</s> <u>b</u> <code>c</code></li></ol><hr>')).toBe(
      '<h2>Title</h2><blockquote><p>q</p></blockquote><ol><li><s>a</s> <u>b</u> <code>c</code></li></ol><hr />',
    );
  });

  it('drops scripts, handlers, styles and dangerous links', () => {
    expect(sanitizeHtml('<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style>b')).toBe('<p>a</p>b');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>c')).toBe('c');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.org/?a=1&b=2" onclick="y">x</a>')).toBe(
      '<a href="https://example.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:care@example.org" target="_self">write</a>')).toBe(
      '<a href="mailto:care@example.org" target="_blank" rel="noopener noreferrer nofollow">write</a>',
    );
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('escapes stray brackets, closes what is left open and drops comments', () => {
    expect(sanitizeHtml('1 < 2 > 0 <p>open')).toBe('1 &lt; 2 &gt; 0 <p>open</p>');
    // A stray </p> is an empty paragraph to an HTML parser, as to a browser.
    expect(sanitizeHtml('</p>text<b><i>x</b>')).toBe('<p></p>text<b><i>x</i></b>');
    expect(sanitizeHtml('<<script>x</script>p>')).toBe('&lt;p&gt;');
    expect(sanitizeHtml('<!-- c --><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('&#99999999; &#x110000; &#0;')).not.toContain(String.fromCharCode(0));
  });
});

describe('sanitizeRichText', () => {
  it('answers null for nothing but markup and the sanitised text otherwise', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBeNull();
    expect(sanitizeRichText('<p>Calm<script>x</script></p>')).toBe('<p>Calm</p>');
  });
});

type Node = DefaultTreeAdapterMap['node'];
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

/**
 * What a browser would build from `html` (parse5 follows the HTML standard's tree construction), and
 * every reason it could run script: an element outside the allow-list or outside HTML (svg, math), any
 * attribute but a link's href/target/rel, a link to anything but http(s) or mailto, a comment.
 */
function dangers(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#comment') found.push('comment');
    if ('tagName' in node) {
      if (node.namespaceURI !== HTML_NS) found.push(`foreign element <${node.tagName}>`);
      if (!TAGS.has(node.tagName)) found.push(`element <${node.tagName}>`);
      for (const attr of node.attrs) {
        const allowed = node.tagName === 'a' && ['href', 'target', 'rel'].includes(attr.name);
        if (!allowed) found.push(`attribute ${attr.name} on <${node.tagName}>`);
        if (attr.name === 'href' && (!/^(https?:\/\/|mailto:)/i.test(attr.value) || safeHref(attr.value) === null)) found.push(`href ${attr.value}`);
        if (attr.name === 'target' && attr.value !== '_blank') found.push(`target ${attr.value}`);
        if (attr.name === 'rel' && !attr.value.split(' ').includes('noopener')) found.push(`rel ${attr.value}`);
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node && node.content) walk(node.content as Node);
  };
  walk(parseFragment(html) as Node);
  return found;
}

describe('an XSS corpus of OWASP and mutation-XSS vectors', () => {
  it('holds at least 200 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(XSS_CORPUS.map((payload, i) => [i, payload]))('payload %i comes out inert: %s', (_i, payload) => {
    const clean = sanitizeHtml(payload as string);
    expect(dangers(clean)).toEqual([]);
    // Mutation XSS: what a browser serialises from the clean markup and parses again is still inert,
    // and sanitising the clean markup again changes nothing.
    expect(dangers(serialize(parseFragment(clean)))).toEqual([]);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('would catch a payload that stayed dangerous (the check itself works)', () => {
    expect(dangers('<img src=x onerror=alert(1)>')).toEqual(expect.arrayContaining(['element <img>', 'attribute onerror on <img>']));
    expect(dangers('<a href="javascript:alert(1)">x</a>')).toEqual(['href javascript:alert(1)']);
    expect(dangers('<svg><a>x</a></svg>')).toEqual(expect.arrayContaining(['foreign element <svg>']));
  });
});
