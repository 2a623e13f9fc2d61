import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps the formatting a rich text editor makes', () => {
    expect(sanitizeHtml('<p>Hello <strong>you</strong><br/><em>there</em></p><ul><li>one</li></ul>')).toBe(
      '<p>Hello <strong>you</strong><br><em>there</em></p><ul><li>one</li></ul>',
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
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('escapes stray brackets, closes what is left open and drops stray closing tags', () => {
    expect(sanitizeHtml('1 < 2 > 0 <p>open')).toBe('1 &lt; 2 &gt; 0 <p>open</p>');
    expect(sanitizeHtml('</p>text<b><i>x</b>')).toBe('text<b><i>x</i></b>');
    expect(sanitizeHtml('<<script>x</script>p>')).toBe('&lt;p&gt;');
    expect(sanitizeHtml('<!-- c --><p>a</p>')).toBe('<p>a</p>');
  });
});

describe('sanitizeRichText', () => {
  it('answers null for nothing but markup and the sanitised text otherwise', async () => {
    const { sanitizeRichText } = await import('./sanitize-html.js');
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBeNull();
    expect(sanitizeRichText('<p>Calm<script>x</script></p>')).toBe('<p>Calm</p>');
  });
});
