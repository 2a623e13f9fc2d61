import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentCard, DiscoverySectionItem, MeditationCard } from '@stillpoint/contracts';
import { renderWithProviders } from '../../../test/render';
import { ContentCardItem, MeditationCardItem, SectionItemCard } from './Cards';
import { discoveryPaths } from './format';

const paths = discoveryPaths('/frontuser/discovery');

const meditation = (over: Partial<MeditationCard>): MeditationCard => ({
  id: 4,
  title: 'Ocean Breath',
  imageUrl: '/api/media/ocean.webp',
  durationSeconds: 90,
  playCount: 3,
  shared: true,
  featured: false,
  time_listen_duration: 36,
  completedCount: 0,
  percent: 40,
  ...over,
});

const list = (ui: React.ReactNode) => renderWithProviders(<ul>{ui}</ul>);

describe('discovery cards', () => {
  it('shows the progress of a meditation under way', () => {
    list(<MeditationCardItem card={meditation({})} paths={paths} />);
    expect(screen.getByRole('progressbar', { name: /Ocean Breath/ })).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it('shows a completed meditation as completed, without a partial progress bar', () => {
    list(<MeditationCardItem card={meditation({ completedCount: 1, percent: 40 })} paths={paths} />);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("gives a content without a picture the tile of its type, never its class's cover", () => {
    const content: ContentCard = {
      id: 12,
      classId: 3,
      lessonId: 5,
      title: 'A short film to pause with',
      type: 'video',
      videoSource: 'video',
      durationSeconds: 120,
      viewCount: 8,
      imageUrl: null,
      completed: false,
    };
    const { container } = list(<ContentCardItem card={content} paths={paths} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-tile="blue"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'A short film to pause with' }).getAttribute('href')).toBe(
      '/frontuser/discovery/class/3/content/12',
    );
  });

  it('gives each kind of section item a tile of its own colour when it has no picture', () => {
    const item = (kind: DiscoverySectionItem['kind'], id: number): DiscoverySectionItem => ({
      id,
      kind,
      targetId: id,
      classId: kind === 'content' || kind === 'lesson' ? 1 : null,
      title: `${kind} ${id}`,
      imageUrl: null,
      durationSeconds: null,
    });
    const { container } = list(
      <>
        {(['content', 'lesson', 'meditation', 'category', 'class'] as const).map((kind, i) => (
          <SectionItemCard key={kind} item={item(kind, i + 1)} paths={paths} />
        ))}
      </>,
    );
    const tiles = Array.from(container.querySelectorAll('[data-tile]')).map((tile) => tile.getAttribute('data-tile'));
    expect(tiles).toEqual(['blue', 'indigo', 'teal', 'grape', 'violet']);
  });

  it('shows a recommended content with its own type (tile and label), not as a plain "Content"', () => {
    const { container } = list(
      <SectionItemCard
        item={{
          id: 5,
          kind: 'content',
          targetId: 5,
          classId: 2,
          title: 'Practice: Ocean Breath',
          imageUrl: null,
          durationSeconds: null,
          contentType: 'audio',
        }}
        paths={paths}
      />,
    );
    expect(container.querySelector('[data-tile="cyan"]')).not.toBeNull();
    expect(screen.getByText('Audio')).toBeTruthy();
    expect(screen.queryByText('Content')).toBeNull();
  });
});
