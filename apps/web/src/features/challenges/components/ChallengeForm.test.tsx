import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { challengesEndpoints } from '@stillpoint/contracts/endpoints/community';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ChallengeForm, periodDays, toChallengeInput, validateChallenge, challengeValues } from './ChallengeForm';
import { CheckInsChart } from './ChallengeStats';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Categories and galleries answer; every other request is recorded. */
function serve() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      if (path === challengesEndpoints.clinicChallengesCategories.url) return jsonResponse(200, { status: true, message: 'Success', data: [{ id: 4, title: 'Sleep', clinic_id: 1 }] });
      if (path === challengesEndpoints.clinicChallengesGallery.url) return jsonResponse(200, { status: true, message: 'Success', data: [] });
      sent.push(path);
      return jsonResponse(200, { status: true, message: 'Success', data: {} });
    }),
  );
  return sent;
}

describe('ChallengeForm validation', () => {
  it('asks for a title, a daily goal and the days, and sends nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    const sent = serve();
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderWithProviders(<ChallengeForm family="clinic" challenge={null} opened onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.getByText('Say what to do each day')).toBeTruthy();
    expect(screen.getByText('Choose a day')).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it('puts "last day before the first" on the last day, and a goal longer than the period on the goal', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    serve();
    renderWithProviders(<ChallengeForm family="clinic" challenge={null} opened onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Sleep well' } });
    fireEvent.change(screen.getByLabelText(/^Daily goal/), { target: { value: 'Screens off at nine' } });
    fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last day must not come before the first')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^Last day/) as HTMLInputElement).getAttribute('aria-invalid')).toBe('true'));
  });

  it('checks the goal against the days of the period', () => {
    const values = { ...challengeValues(null), title: 'Walks', daily_goal: 'Walk', start: '2026-12-01', end: '2026-12-07', goal_days: 8 };
    expect(periodDays('2026-12-01', '2026-12-07')).toBe(7);
    expect(validateChallenge(values, { chooseDay: 'Choose a day' })).toEqual({ goal_days: 'The goal cannot have more check-ins than the challenge has days' });
    expect(validateChallenge({ ...values, goal_days: 7 }, { chooseDay: 'Choose a day' })).toEqual({});
    // A gallery pick goes as its id unless a file was chosen.
    expect(toChallengeInput({ ...values, image_id: '3', category_id: '4' })).toMatchObject({ image_id: 3, category_id: 4, goal_days: 8 });
  });
});

describe('CheckInsChart', () => {
  it('gives the figures in a table beside the chart, and says so when there are none', () => {
    const { unmount } = renderWithProviders(
      <>
        <h3 id="per-day">Check-ins per day</h3>
        <CheckInsChart headingId="per-day" perDay={[{ day: '2026-12-01', check_ins: 3 }, { day: '2026-12-02', check_ins: 5 }]} />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Check-ins per day' });
    const rows = Array.from(table.querySelectorAll('tbody tr')).map((row) => row.textContent);
    expect(rows).toEqual(['Dec 01, 20263', 'Dec 02, 20265']);
    unmount();
    renderWithProviders(<CheckInsChart headingId="per-day" perDay={[]} />);
    expect(screen.getByText('No check-ins yet.')).toBeTruthy();
  });
});
