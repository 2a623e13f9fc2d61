import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { meetingsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RequestAppointment } from './RequestAppointment';
import { isoToLocal, localToIso } from './format';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const therapist = {
  employee: { userid: 12, name: 'Elena Ortiz', avatar: '/a.png', self: false, team: true },
  timeZone: 'Europe/Madrid',
  slotMinutes: 50,
  hasAvailability: true,
};

/** Two free slots on one local day and one on the next, in the browser's zone. */
function slots(day: string, next: string) {
  const at = (d: string, clock: string) => localToIso(d, clock);
  return [
    { start: at(day, '09:00'), end: at(day, '09:50') },
    { start: at(day, '10:00'), end: at(day, '10:50') },
    { start: at(next, '09:00'), end: at(next, '09:50') },
  ];
}

describe('RequestAppointment', () => {
  it("offers the only therapist's free slots by day and sends the chosen one with the patient's zone", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const sent: unknown[] = [];
    let free: { start: string; end: string }[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (path === meetingsEndpoints.meetingsEmployee.url) return jsonResponse(200, { status: true, message: 'Success', data: [therapist] });
      if (path === meetingsEndpoints.meetingsAvailabilityCheck.url) {
        const { from } = JSON.parse(String(init?.body)) as { from: string };
        const next = isoToLocal(new Date(Date.parse(`${from}T12:00:00`) + 86_400_000).toISOString()).day;
        free = slots(from, next);
        return jsonResponse(200, { status: true, message: 'Success', data: { timeZone: 'Europe/Madrid', slotMinutes: 50, slots: free } });
      }
      sent.push(JSON.parse(String(init?.body)));
      return jsonResponse(201, { status: true, message: 'Appointment Request Send Successfully!', data: {} });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RequestAppointment />);

    const group = await screen.findByRole('radiogroup', { name: 'Free times' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(3));
    expect((screen.getByRole('button', { name: 'Choose a time' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(group).getAllByRole('radio')[1]!);
    const send = screen.getByRole('button', { name: /^Ask for / });
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      employee_id: 12,
      start: free[1]!.start,
      end: free[1]!.end,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The chosen time is cleared once the request is in.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Choose a time' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('says so when no therapist is assigned', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { status: true, message: 'Success', data: [] })));
    renderWithProviders(<RequestAppointment />);
    expect(await screen.findByText('No therapist is assigned to you yet. Your clinic assigns one.')).toBeTruthy();
  });
});

describe('local times', () => {
  it('turns a local day and clock time into an instant and back', () => {
    const iso = localToIso('2026-03-29', '10:30');
    expect(isoToLocal(iso)).toEqual({ day: '2026-03-29', clock: '10:30' });
  });
});
