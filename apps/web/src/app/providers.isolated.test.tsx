import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultZIndex } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { Providers, TOAST_Z_INDEX } from './providers';

function Page() {
  return (
    <button type="button" onClick={() => notify.success('Task Completed Successfully!')}>
      Complete
    </button>
  );
}

/** matchMedia answering `phone` for the phone query. */
function stubScreen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? phone : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

/** The container (one per screen position) of the toast the page shows. */
async function toastRoot(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
  const text = await screen.findByText('Task Completed Successfully!');
  const root = text.closest<HTMLElement>('.mantine-Notifications-root');
  if (!root) throw new Error('no toast container');
  return root;
}

describe('toasts', () => {
  it('sit under the app shell (top bar, phone menu) and every dialog, bottom right on wide screens', async () => {
    stubScreen(false);
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    const root = await toastRoot();
    expect(TOAST_Z_INDEX).toBeLessThan(getDefaultZIndex('app'));
    expect(TOAST_Z_INDEX).toBeLessThan(getDefaultZIndex('modal'));
    expect(root.style.getPropertyValue('--notifications-z-index')).toBe(String(TOAST_Z_INDEX));
    expect(root.getAttribute('data-position')).toBe('bottom-right');
  });

  it('go to the bottom centre on a phone, away from the top bar and the first menu entries', async () => {
    stubScreen(true);
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    const root = await toastRoot();
    expect(root.getAttribute('data-position')).toBe('bottom-center');
  });
});
