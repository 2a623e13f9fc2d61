import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RatingPanel } from './RatingPanel';

afterEach(() => vi.unstubAllGlobals());

describe('RatingPanel', () => {
  it('shows the average and reloads the reviews after adding one', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    let reviewed = false;
    const summary = () => ({
      data_id: 9,
      data_type: 'classes',
      average_rating: reviewed ? 4 : 3.5,
      total_ratings: reviewed ? 3 : 2,
      my_rating: reviewed ? 4 : null,
      my_review: reviewed ? 'So calm' : null,
    });
    const review = {
      id: 1,
      rating: 4,
      review: 'So calm',
      author: { userid: null, name: 'Priya N.', avatar: '/images/default-avatar.svg', self: false, team: false },
      createdAt: '2026-11-22T05:00:00.000Z',
      updatedAt: '2026-11-22T05:00:00.000Z',
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(engagementEndpoints.frontAverageRating.url)) return jsonResponse(200, { status: true, message: 'Success', data: summary() });
      if (url.startsWith(engagementEndpoints.frontGetReviews.url))
        return jsonResponse(200, { status: true, message: 'Success', data: reviewed ? [review] : [], total_pages: reviewed ? 1 : 0 });
      if (url.startsWith(engagementEndpoints.frontAddReview.url)) {
        expect(JSON.parse(String(init?.body))).toEqual({ data_type: 'classes', data_id: 9, review: 'So calm' });
        reviewed = true;
        return jsonResponse(200, { status: true, message: 'Review has been Added Successfully', data: summary() });
      }
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RatingPanel family="front" target={{ data_type: 'classes', data_id: 9 }} />);
    expect(await screen.findByText('3.5 out of 5')).toBeTruthy();
    expect(screen.getByText('2 ratings')).toBeTruthy();
    expect(await screen.findByText('No reviews yet. Be the first to write one.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'So calm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post my review' }));
    expect(await screen.findByText('Priya N.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('4.0 out of 5')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Update my review' })).toBeTruthy();
  });
});
