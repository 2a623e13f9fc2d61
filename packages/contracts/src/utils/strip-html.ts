const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The character of a numeric reference, as the HTML standard decodes it: zero, surrogates and values past
 * U+10FFFF (however many digits) become U+FFFD instead of throwing (String.fromCodePoint) or making a NUL
 * that PostgreSQL refuses.
 */
function codePointText(codePoint: number): string {
  if (!Number.isFinite(codePoint) || codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
    return '\uFFFD';
  return String.fromCodePoint(codePoint);
}

/**
 * Plain text from an HTML fragment (spec section 5): tags and comments removed, the common entities
 * decoded, runs of white space folded. For showing previews, never for sanitising HTML to render.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return (
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?[^>]+(>|$)/g, ' ')
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (match, entity: string) => {
        const lower = entity.toLowerCase();
        if (Object.hasOwn(ENTITIES, lower)) return ENTITIES[lower]!;
        if (lower.startsWith('#x')) return codePointText(parseInt(lower.slice(2), 16));
        if (lower.startsWith('#')) return codePointText(parseInt(lower.slice(1), 10));
        return match;
      })
      // A NUL typed as a character (not a reference) goes too: stripped text is stored and shown.
      .replaceAll('\u0000', '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
