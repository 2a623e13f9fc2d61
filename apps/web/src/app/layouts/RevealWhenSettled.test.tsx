import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RevealWhenSettled, SETTLE_MAX_MS, SETTLE_QUIET_MS } from './RevealWhenSettled';

function Part({ name, ms }: { name: string; ms: number }) {
  const query = useQuery({
    queryKey: ['part', name],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(name), ms)),
  });
  return <p>{query.data ?? `${name} loading`}</p>;
}

const hidden = (text: string) => screen.getByText(text).closest('[aria-hidden="true"]') !== null;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('RevealWhenSettled', () => {
  it('keeps the page hidden under a loader until every request has answered, then shows it once', async () => {
    renderWithProviders(
      <RevealWhenSettled>
        <Part name="greeting" ms={50} />
        <Part name="lists" ms={400} />
      </RevealWhenSettled>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(screen.getByText('greeting')).toBeTruthy();
    expect(hidden('greeting')).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(400 + SETTLE_QUIET_MS)));
    expect(hidden('lists')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the page after SETTLE_MAX_MS whatever is still loading', async () => {
    renderWithProviders(
      <RevealWhenSettled>
        <Part name="slow" ms={60_000} />
      </RevealWhenSettled>,
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(SETTLE_MAX_MS + 10)));
    expect(hidden('slow loading')).toBe(false);
  });
});
