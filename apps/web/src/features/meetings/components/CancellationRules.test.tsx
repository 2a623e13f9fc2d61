import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type Appointment } from '@stillpoint/contracts';
import { meetingsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import { notify } from '../../../lib/notify';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CareAppointments } from './CareAppointments';
import { PatientAppointments } from './PatientAppointments';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ok = (data: unknown, extra: Record<string, unknown> = {}) => jsonResponse(200, { status: true, message: 'Success', data, ...extra });
const pathOf = (url: string) => url.split('?')[0];

describe('the clinic’s cancellation rules (Appointments, Cancellation rules tab)', () => {
  it('shows the saved rules, refuses a notice over two weeks on its field, and saves a change with a toast', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = pathOf(url);
        if (path === meetingsEndpoints.clinicMeetingsAppointmentRules.url) return ok({ cancelNoticeHours: 24, onlineCancel: true, policy: '' });
        if (path === meetingsEndpoints.clinicMeetingsUpdateAppointmentRules.url) {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          posts.push(body);
          return jsonResponse(200, { status: true, message: 'Cancellation rules have been Updated Successfully', data: body });
        }
        return ok([], { total_pages: 0 });
      }),
    );
    const success = vi.spyOn(notify, 'success');
    renderWithProviders(<CareAppointments family="clinic" />, { path: '/clinic/appointments?tab=rules' });

    expect(await screen.findByRole('tab', { name: 'Cancellation rules', selected: true })).toBeTruthy();
    const notice = (await screen.findByRole('textbox', { name: /Notice in hours/ })) as HTMLInputElement;
    expect(notice.value).toBe('24');
    const online = screen.getByRole('switch', { name: /Patients can cancel approved appointments online/ }) as HTMLInputElement;
    expect(online.checked).toBe(true);

    fireEvent.change(notice, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Use at most 336 hours (two weeks)')).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(notice, { target: { value: '48' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Policy shown to patients/ }), { target: { value: 'Late cancellations are charged.' } });
    expect(screen.getByText(/31 \/ 500 characters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(posts).toEqual([{ onlineCancel: true, cancelNoticeHours: 48, policy: 'Late cancellations are charged.' }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cancellation rules have been Updated Successfully'));

    // Online cancelling off: the notice no longer applies (and cannot be edited).
    fireEvent.click(online);
    expect(notice.disabled).toBe(true);
  });

  it('puts the server’s field error on its field', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = pathOf(url);
        if (path === meetingsEndpoints.clinicMeetingsAppointmentRules.url) return ok({ cancelNoticeHours: 24, onlineCancel: true, policy: '' });
        if (path === meetingsEndpoints.clinicMeetingsUpdateAppointmentRules.url) {
          return jsonResponse(422, { status: false, message: 'Use at most 500 characters', errors: [{ path: 'policy', message: 'Use at most 500 characters' }] });
        }
        return ok([], { total_pages: 0 });
      }),
    );
    renderWithProviders(<CareAppointments family="clinic" />, { path: '/clinic/appointments?tab=rules' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Use at most 500 characters')).toBeTruthy();
  });
});

describe('the patient sees the rules beside Cancel', () => {
  const HOUR = 3_600_000;
  const person = (userid: number, name: string) => ({ userid, name, avatar: '/a.png', self: false, team: true });
  const appointment = (id: number, hours: number, status: Appointment['status']): Appointment => ({
    id,
    employee: person(12, `Therapist ${id}`),
    patient: person(30, 'Paul Patel'),
    start: new Date(Date.now() + hours * HOUR).toISOString(),
    end: new Date(Date.now() + (hours + 1) * HOUR).toISOString(),
    employeeTimeZone: 'UTC',
    patientTimeZone: 'UTC',
    status,
    series_id: null,
    createdAt: new Date().toISOString(),
  });

  function serve(rules: { cancelNoticeHours: number; onlineCancel: boolean; policy: string }) {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = pathOf(url);
        if (path === meetingsEndpoints.meetingsAppointmentRules.url) return ok(rules);
        if (path === meetingsEndpoints.meetingsAppointments.url) {
          return ok([appointment(1, 2, 'approved'), appointment(2, 3, 'requested'), appointment(3, 72, 'approved')], { total_pages: 1 });
        }
        if (path === meetingsEndpoints.meetingsCalendarFeed.url) return ok({ active: false, createdAt: null });
        return ok([]);
      }),
    );
    renderWithProviders(<PatientAppointments />, { path: '/patient/appointments' });
  }
  async function details(name: string) {
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Details of the appointment with ${name},`) }));
    return screen.findByRole('dialog', { name: 'Appointment' });
  }

  it('offers Cancel before the notice, not within it (saying why), and always lets a request be withdrawn', async () => {
    serve({ cancelNoticeHours: 24, onlineCancel: true, policy: 'Late cancellations are charged.' });
    expect(
      await screen.findByText(
        'You can cancel an approved appointment online up to 24 hours before it starts. A request waiting for approval can be withdrawn at any time. Your clinic says: “Late cancellations are charged.”',
      ),
    ).toBeTruthy();

    let dialog = await details('Therapist 1');
    expect(within(dialog).getByText(/starts in less than 24 hours, so it can no longer be cancelled online/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await details('Therapist 2');
    expect(within(dialog).getByRole('button', { name: 'Withdraw the request' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await details('Therapist 3');
    expect(within(dialog).getByText(/^You can cancel this appointment online until /)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel the appointment' })).toBeTruthy();
  });

  it('says to contact the clinic when it takes no cancellations online', async () => {
    serve({ cancelNoticeHours: 1, onlineCancel: false, policy: '' });
    expect(await screen.findByText(/^To cancel an approved appointment, please contact your clinic\./)).toBeTruthy();
    const dialog = await details('Therapist 3');
    expect(within(dialog).getByText('Your clinic does not take cancellations online. Please contact your clinic to cancel.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
  });
});
