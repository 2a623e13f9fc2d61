import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type LiveSession } from '@stillpoint/contracts';
import { liveSessionsEndpoints, meetingsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import { notify } from '../../../lib/notify';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SessionForm } from './SessionForm';
import { zonedParts, zonedToIso } from './time';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const employee = { employee: { userid: 12, name: 'Elena Ortiz', avatar: '/a.png', self: false, team: true }, timeZone: 'Europe/Madrid', slotMinutes: 50, hasAvailability: true };

/** The clinic's employees for the host picker; every other call is recorded and answered with `message`. */
function serve(message: string) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      if (path === meetingsEndpoints.clinicMeetingsEmployees.url) return jsonResponse(200, { status: true, message: 'Success', data: [employee] });
      posted.push({ path, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return jsonResponse(200, { status: true, message, data: {} });
    }),
  );
  return posted;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('SessionForm (clinic)', () => {
  it('puts "end before start" on the end field and sends nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    const posted = serve('Class has been Added Successfully');
    renderWithProviders(<SessionForm family="clinic" kind="class" session={null} opened onClose={() => undefined} />);
    change(/^Title/, 'Evening yoga');
    change(/^Starts at/, '18:00');
    change(/^Ends at/, '17:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('The end must come after the start');
    expect(field(/^Ends at/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Ends at/).getAttribute('aria-describedby')).toContain(message.id);
    expect(field(/^Starts at/).getAttribute('aria-invalid')).not.toBe('true');
    expect(posted).toHaveLength(0);
  });

  it('asks for a whole number of seats from 1', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    const posted = serve('Class has been Added Successfully');
    renderWithProviders(<SessionForm family="clinic" kind="class" session={null} opened onClose={() => undefined} />);
    change(/^Title/, 'Evening yoga');
    change(/^Seats/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of seats from 1 to 500')).toBeTruthy();
    expect(field(/^Seats/).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);
  });

  it("sends an edited class's day and times as instants read in the session's own zone", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    const posted = serve('Class has been Updated Successfully');
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    const onClose = vi.fn();
    const session: LiveSession = {
      id: 41,
      kind: 'class',
      title: 'Evening yoga',
      description: '',
      // 18:00–19:00 in Madrid in winter (UTC+1).
      start: '2030-01-15T17:00:00.000Z',
      end: '2030-01-15T18:00:00.000Z',
      timeZone: 'Europe/Madrid',
      status: 'scheduled',
      capacity: 8,
      joinedCount: 3,
      waitlistCount: 0,
      clinic_id: 1,
      host: employee.employee,
      myPlace: null,
      waitlistPosition: null,
      createdAt: '2030-01-01T00:00:00.000Z',
    };
    renderWithProviders(<SessionForm family="clinic" kind="class" session={session} opened onClose={onClose} />);
    expect(field(/^Starts at/).value).toBe('18:00');
    expect(field(/^Day/).value).toBe('2030-01-15');
    change(/^Ends at/, '19:30');
    change(/^Seats/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: liveSessionsEndpoints.clinicLiveClassEdit.url,
      body: {
        id: 41,
        title: 'Evening yoga',
        description: '',
        start: '2030-01-15T17:00:00.000Z',
        end: '2030-01-15T18:30:00.000Z',
        timeZone: 'Europe/Madrid',
        capacity: 12,
        host_id: 12,
      },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Class has been Updated Successfully'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('wall times in a zone', () => {
  it('keeps the local time across daylight-saving changes', () => {
    // Madrid: UTC+1 in winter, UTC+2 in summer (the change on 2026-03-29).
    expect(zonedToIso('2026-03-28', '18:00', 'Europe/Madrid')).toBe('2026-03-28T17:00:00.000Z');
    expect(zonedToIso('2026-03-30', '18:00', 'Europe/Madrid')).toBe('2026-03-30T16:00:00.000Z');
    expect(zonedToIso('2026-11-01', '09:30', 'America/New_York')).toBe('2026-11-01T14:30:00.000Z');
    expect(zonedParts('2026-03-30T16:00:00.000Z', 'Europe/Madrid')).toEqual({ day: '2026-03-30', clock: '18:00' });
    expect(zonedParts('2026-12-31T23:30:00.000Z', 'Asia/Tokyo')).toEqual({ day: '2027-01-01', clock: '08:30' });
  });
});
