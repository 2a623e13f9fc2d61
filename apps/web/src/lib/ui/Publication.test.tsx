import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { renderWithProviders } from '../../test/render';
import { PublicationCell, PublicationPanel, type Publishable } from './Publication';

const draft = (missing: Publishable['missing'] = []): Publishable => ({ status: 'draft', publishedAt: null, missing });
const published: Publishable = { status: 'published', publishedAt: '2026-11-05T12:00:00.000Z', missing: [] };

describe('PublicationPanel', () => {
  it('shows a draft with what it misses; a refused publish keeps the server’s reason on screen', async () => {
    const publish = vi.fn(async () => {
      throw new ApiError({ status: 409, message: 'This class cannot be published yet: add a lesson first.', code: 'CONFLICT' });
    });
    renderWithProviders(
      <PublicationPanel
        item={draft(['lesson'])}
        publish={publish}
        unpublish={vi.fn()}
        pending={false}
        previewTo="/clinic/discovery/class/4"
      />,
    );
    const region = screen.getByRole('region', { name: 'Publication' });
    expect(region.textContent).toContain('Draft');
    expect(screen.getByText('Add a lesson first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/clinic/discovery/class/4');
    const button = screen.getByRole('button', { name: 'Publish' });
    // The button is described by what is missing.
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Add a lesson first');
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This class cannot be published yet: add a lesson first.'),
    );
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('shows a published item with its date and Move to drafts; a published item that lost its audio says it is hidden', () => {
    const unpublish = vi.fn(async () => ({ message: 'Meditation has been Moved to Drafts Successfully' }));
    const { unmount } = renderWithProviders(
      <PublicationPanel item={published} publish={vi.fn()} unpublish={unpublish} pending={false} />,
    );
    // In the viewer's time zone: the 4th, 5th or 6th.
    expect(screen.getByText(/^Published on Nov 0[456], 2026 - /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move to drafts' }));
    expect(unpublish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
    unmount();
    renderWithProviders(
      <PublicationPanel item={{ ...published, missing: ['audio'] }} publish={vi.fn()} unpublish={vi.fn()} pending={false} />,
    );
    expect(screen.getByText('Published, but nobody sees it while it has no audio: upload one.')).toBeTruthy();
  });
});

describe('PublicationCell', () => {
  it('offers Publish for a complete draft only, named after its row', () => {
    const { unmount } = renderWithProviders(
      <PublicationCell item={draft()} title="Calm evenings" publish={vi.fn()} pending={false} />,
    );
    expect(screen.getByRole('button', { name: 'Publish “Calm evenings”' })).toBeTruthy();
    unmount();
    renderWithProviders(<PublicationCell item={draft(['content'])} title="Calm evenings" publish={vi.fn()} pending={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Add a content to a lesson first')).toBeTruthy();
  });
});
