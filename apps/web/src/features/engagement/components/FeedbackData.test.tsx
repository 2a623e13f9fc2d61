import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { FeedbackData } from './FeedbackData';

afterEach(() => vi.unstubAllGlobals());

const author = { userid: 5, name: 'Paul Patel', avatar: '/images/default-avatar.svg', self: false, team: false };

describe('FeedbackData', () => {
  it('shows feedback values, then reviews, on the clinic own items', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        expect(url).toBe(engagementEndpoints.clinicFeedbackData.url);
        const { kind } = JSON.parse(String(init?.body)) as { kind: string };
        const item = { type: 'class', id: 3, title: 'Morning Calm', image: null, classId: 3, contentType: null };
        const data =
          kind === 'feedback'
            ? [{ kind, id: 1, value: 4, text: 'Lighter', item, author, createdAt: '2026-11-22T05:00:00.000Z' }]
            : [{ kind, id: 2, value: 5, text: 'Helpful', item, author, createdAt: '2026-11-22T05:00:00.000Z' }];
        return jsonResponse(200, { status: true, message: 'Success', data, total_pages: 1 });
      }),
    );
    renderWithProviders(<FeedbackData />);
    expect(await screen.findByText('A bit better')).toBeTruthy();
    expect(screen.getByText('Lighter')).toBeTruthy();
    fireEvent.click(screen.getByText('Reviews'));
    expect(await screen.findByText('Helpful')).toBeTruthy();
    expect(screen.getByText('5 out of 5 stars')).toBeTruthy();
  });
});
