import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as MantineHooks from '@mantine/hooks';
import { renderWithProviders } from '../../test/render';
import { BarChart, niceStep } from './BarChart';

// happy-dom lays nothing out: the chart is given a 600 px wide container.
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: () => ({ ref: { current: null }, width: 600, height: 220 }),
}));

describe('niceStep', () => {
  it('steps by 1, 2 or 5 times a power of ten, at least 1', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(19)).toBe(5);
    expect(niceStep(23)).toBe(10);
    expect(niceStep(380)).toBe(100);
  });
});

describe('BarChart', () => {
  it('is one named image with a bar per non-zero value, hover titles, a grid and a legend for several series', () => {
    renderWithProviders(
      <BarChart
        summary="Sign-ins and activities per day"
        series={[
          { key: 'logins', label: 'Sign-ins', tone: 'primary' },
          { key: 'activities', label: 'Activities', tone: 'secondary' },
        ]}
        points={[
          { key: 'a', label: 'Nov 1', values: { logins: 2, activities: 5 } },
          { key: 'b', label: 'Nov 2', values: { logins: 0, activities: 1 } },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: 'Sign-ins and activities per day' });
    const bars = image.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    expect([...bars].map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Nov 1: Sign-ins 2',
      'Nov 1: Activities 5',
      'Nov 2: Activities 1',
    ]);
    // Grid lines 0, 2, 4, 6 (step 2 up to the highest value 5).
    expect([...image.querySelectorAll('line')]).toHaveLength(4);
    expect(screen.getByText('Activities').closest('[aria-hidden]')).toBeTruthy();
  });
});
