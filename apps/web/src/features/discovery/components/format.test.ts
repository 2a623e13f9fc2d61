import { describe, expect, it } from 'vitest';
import { clock, discoveryPaths, embedUrl, safeHtml } from './format';

describe('discovery formatting', () => {
  it('shows positions and durations as the player clock does', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(75)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
  });

  it('builds the embeddable address of YouTube, Vimeo and SoundCloud links only', () => {
    expect(embedUrl('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedUrl('youtube_link', 'https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('vimeo', 'https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrl('soundcloud', 'https://soundcloud.com/artist/track')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack',
    );
    expect(embedUrl('youtube', 'javascript:alert(1)')).toBeNull();
    expect(embedUrl('youtube', 'https://www.youtube.com/watch?v=bad"id')).toBeNull();
    expect(embedUrl(null, 'https://example.com/video')).toBeNull();
    expect(embedUrl('vimeo', null)).toBeNull();
  });

  // DOMPurify itself is exercised in the browser (happy-dom's parser does not behave like a browser's here).
  it('answers no markup for no rich text', () => {
    expect(safeHtml(null)).toBe('');
    expect(safeHtml('')).toBe('');
  });

  it('names the pages of an area', () => {
    const paths = discoveryPaths('/patient/discovery');
    expect(paths.classPage(3)).toBe('/patient/discovery/class/3');
    expect(paths.content(3, 9)).toBe('/patient/discovery/class/3/content/9');
    expect(paths.meditation(4)).toBe('/patient/discovery/meditation/4');
    expect(paths.category(5)).toBe('/patient/discovery/category/5');
  });
});
