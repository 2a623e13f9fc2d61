/** The web's one duration formatter (lib/duration), for the meditation forms and lists. */
export { formatDuration } from '../../../lib/duration';

/** The duration of an audio file as the browser reads it (undefined when it cannot). */
export function measureAudioFile(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = document.createElement('audio');
    const done = (value: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : undefined);
    audio.onerror = () => done(undefined);
    audio.src = url;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The description as the server stores it (sanitised HTML): text typed without markup becomes paragraphs,
 * one per line; text that already holds markup is sent as it is (the server sanitises it).
 */
export function textToHtml(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || /<[a-z][^>]*>/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Back to text for the form when the description is nothing but paragraphs (else the HTML as it is). */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  const withoutParagraphs = html.replace(/<\/p>\s*<p>/g, '\n').replace(/^<p>|<\/p>$/g, '');
  if (/<[a-z/][^>]*>/i.test(withoutParagraphs)) return html;
  return withoutParagraphs.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
