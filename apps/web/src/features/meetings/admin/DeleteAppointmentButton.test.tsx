import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEETING_MESSAGES, STORAGE_KEYS, type Appointment } from '@stillpoint/contracts';
import { liveSessionsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import { notify } from '../../../lib/notify';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { DeleteAppointmentButton } from './DeleteAppointmentButton';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const person = (userid: number, name: string) => ({ userid, name, avatar: '/a.png', self: false, team: false });
const appointment: Appointment = {
  id: 90,
  employee: person(12, 'Elena Ortiz'),
  patient: person(30, 'Paul Patel'),
  start: '2030-03-05T10:00:00.000Z',
  end: '2030-03-05T10:50:00.000Z',
  employeeTimeZone: 'UTC',
  patientTimeZone: 'UTC',
  status: 'approved',
  series_id: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('DeleteAppointmentButton', () => {
  it('deletes the appointment once confirmed and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
    const posted: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        posted.push({ path: url.split('?')[0]!, body: JSON.parse(String(init?.body)) });
        return jsonResponse(200, { status: true, message: MEETING_MESSAGES.deleted, data: null });
      }),
    );
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    const onDone = vi.fn();
    renderWithProviders(<DeleteAppointmentButton appointment={appointment} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(/^Delete this appointment\?/)).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted).toEqual([{ path: liveSessionsEndpoints.clinicMeetingsDeleteAppointment.url, body: { id: 90 } }]);
    expect(success).toHaveBeenCalledWith(MEETING_MESSAGES.deleted);
  });
});
