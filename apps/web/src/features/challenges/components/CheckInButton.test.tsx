import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CheckInButton } from './CheckInButton';
import { StreakTracker } from './StreakTracker';

const mine = { check_ins: 2, current_streak: 2, best_streak: 2, last_day: '2026-12-02', completed_at: null, joined_at: '2026-12-01T08:00:00Z' };
const challenge = { start: '2026-12-01', end: '2026-12-21', mine };

describe('CheckInButton', () => {
  it('checks in when the day is still open', () => {
    const onCheckIn = vi.fn();
    renderWithProviders(<CheckInButton challenge={challenge} today="2026-12-03" pending={false} onCheckIn={onCheckIn} />);
    const button = screen.getByRole('button', { name: 'I did it today' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onCheckIn).toHaveBeenCalledOnce();
  });

  it('is disabled once done today, with the reason as its description', () => {
    const onCheckIn = vi.fn();
    renderWithProviders(<CheckInButton challenge={challenge} today="2026-12-02" pending={false} onCheckIn={onCheckIn} />);
    const button = screen.getByRole('button', { name: 'I did it today' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const reason = screen.getByText('You have checked in today. Come back tomorrow.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(onCheckIn).not.toHaveBeenCalled();
  });

  it('asks to join first, and says when the challenge has ended', () => {
    const { unmount } = renderWithProviders(<CheckInButton challenge={{ ...challenge, mine: null }} today="2026-12-03" pending={false} onCheckIn={() => undefined} />);
    expect(screen.getByText('Join the challenge to check in.')).toBeTruthy();
    unmount();
    renderWithProviders(<CheckInButton challenge={challenge} today="2026-12-22" pending={false} onCheckIn={() => undefined} />);
    expect(screen.getByText('The challenge has ended.')).toBeTruthy();
  });
});

describe('StreakTracker', () => {
  it('lists every day with its state in words, and a legend', () => {
    renderWithProviders(<StreakTracker start="2026-12-01" end="2026-12-05" days={['2026-12-01', '2026-12-03']} today="2026-12-04" />);
    const days = screen.getByRole('list', { name: 'Your days in this challenge' });
    const items = Array.from(days.querySelectorAll('li')).map((item) => item.textContent);
    expect(items).toEqual(['Dec 01, 2026: Checked in', 'Dec 02, 2026: Missed, streak kept', 'Dec 03, 2026: Checked in', 'Dec 04, 2026: Today', 'Dec 05, 2026: To come']);
    const legend = screen.getByRole('list', { name: 'What the marks mean' });
    expect(legend.textContent).toContain('Missed, streak kept');
  });
});
