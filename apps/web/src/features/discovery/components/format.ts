import DOMPurify from 'dompurify';

/** Positions and durations, as the player's clock shows them: the web's one duration formatter. */
export { formatDuration as clock } from '../../../lib/duration';

// Links in the library's rich text open in a new tab, and the opened page never gets this one
// (the server writes target="_blank"; DOMPurify drops `target` unless told to keep it).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  if (/^https?:/i.test(node.getAttribute('href') ?? '')) {
    const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener').add('noreferrer');
    node.setAttribute('rel', [...rel].join(' '));
    node.setAttribute('target', '_blank');
  } else {
    node.removeAttribute('target');
  }
});

/** Rich text from the library, sanitised again in the browser (the server sanitises on write). */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}

/** Where discovery's pages live inside an area: /<area>/discovery. */
export interface DiscoveryPaths {
  home: string;
  classPage: (classId: number) => string;
  content: (classId: number, contentId: number) => string;
  meditation: (meditationId: number) => string;
  category: (categoryId: number) => string;
  /** The page that browses every meditation (search, category, pages). */
  meditations: string;
  /** The page with the whole of one of the home's class rows ("See all"). */
  classes: (list: ClassListName) => string;
}

/** The home's class rows that have a page of their own. */
export const CLASS_LISTS = ['popular', 'recommended', 'recent', 'shared'] as const;
export type ClassListName = (typeof CLASS_LISTS)[number];

export function discoveryPaths(base: string): DiscoveryPaths {
  return {
    home: base,
    classPage: (classId) => `${base}/class/${classId}`,
    content: (classId, contentId) => `${base}/class/${classId}/content/${contentId}`,
    meditation: (meditationId) => `${base}/meditation/${meditationId}`,
    category: (categoryId) => `${base}/category/${categoryId}`,
    meditations: `${base}/meditations`,
    classes: (list) => `${base}/classes/${list}`,
  };
}

/** The embeddable address of a YouTube, Vimeo or SoundCloud link (null when it is not one). */
export function embedUrl(source: string | null, url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  if (
    source === 'youtube' ||
    source === 'youtube_link' ||
    host === 'youtube.com' ||
    host === 'youtu.be' ||
    host === 'm.youtube.com'
  ) {
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : (parsed.searchParams.get('v') ?? /\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname)?.[1] ?? null);
    return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (source === 'vimeo' || host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d{5,12})/.exec(parsed.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (source === 'soundcloud' || host === 'soundcloud.com') {
    return `https://w.soundcloud.com/player/?url=${encodeURIComponent(parsed.toString())}`;
  }
  return null;
}
