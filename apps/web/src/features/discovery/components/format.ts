import DOMPurify from 'dompurify';

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whole minutes, at least 1 for anything that lasts. */
export const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

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
}

export function discoveryPaths(base: string): DiscoveryPaths {
  return {
    home: base,
    classPage: (classId) => `${base}/class/${classId}`,
    content: (classId, contentId) => `${base}/class/${classId}/content/${contentId}`,
    meditation: (meditationId) => `${base}/meditation/${meditationId}`,
    category: (categoryId) => `${base}/category/${categoryId}`,
    meditations: `${base}/meditations`,
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
