import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { liveSessionsEndpoints } from '@stillpoint/contracts/endpoints/meetings';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AdminVideo } from './AdminVideo';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const clinic = (id: number, name: string) => ({
  id,
  name,
  email: null,
  phone: null,
  address: null,
  country: null,
  clinicUsers: 1,
  employees: 2,
  patients: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const platformClass = {
  id: 5,
  kind: 'class',
  title: 'Breathing together',
  description: '',
  start: '2030-03-05T17:00:00.000Z',
  end: '2030-03-05T18:00:00.000Z',
  timeZone: 'UTC',
  status: 'scheduled',
  capacity: 20,
  joinedCount: 4,
  waitlistCount: 0,
  clinic_id: null,
  host: null,
  myPlace: null,
  waitlistPosition: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};

/** The admin's clinics, and the lists of admin/video/* (each read recorded with its query). */
function serve() {
  const reads: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === peopleEndpoints.adminAllClinics.url)
        return jsonResponse(200, { status: true, message: 'Success', data: [clinic(1, 'Harbor Clinic'), clinic(2, 'Cedar Wellness')] });
      reads.push(parsed);
      const data = parsed.pathname === liveSessionsEndpoints.adminVideoAllClasses.url ? [platformClass] : [];
      return jsonResponse(200, { status: true, message: 'Success', data, total_pages: 1 });
    }),
  );
  return reads;
}

async function chooseClinic(name: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Clinic' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('AdminVideo', () => {
  it("narrows every clinic's appointments to the clinic chosen", async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access-token');
    const reads = serve();
    renderWithProviders(<AdminVideo />, { path: '/administration/video' });
    const appointments = liveSessionsEndpoints.adminVideoAllAppointments.url;
    await waitFor(() => expect(reads.some((read) => read.pathname === appointments)).toBe(true));
    expect(reads.find((read) => read.pathname === appointments)!.searchParams.get('clinic_id')).toBeNull();
    expect(await screen.findByText('No upcoming appointments.')).toBeTruthy();
    await chooseClinic('Cedar Wellness');
    await waitFor(() => expect(reads.some((read) => read.pathname === appointments && read.searchParams.get('clinic_id') === '2')).toBe(true));
  });

  it('lists the classes of the platform with who they are for, and filters them by clinic', async () => {
    localStorage.setItem(STORAGE_KEYS.adminAccessToken, 'admin-access-token');
    const reads = serve();
    renderWithProviders(<AdminVideo />, { path: '/administration/video?tab=classes' });
    const list = await screen.findByRole('list', { name: 'Classes' });
    const card = within(list).getByRole('article', { name: 'Breathing together' });
    expect(within(card).getByText('For everyone on Stillpoint')).toBeTruthy();
    expect(within(card).getByText('4 of 20 seats taken')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Seats and waiting list of Breathing together' })).toBeTruthy();
    await chooseClinic('Harbor Clinic');
    const classes = liveSessionsEndpoints.adminVideoAllClasses.url;
    await waitFor(() => expect(reads.some((read) => read.pathname === classes && read.searchParams.get('clinic_id') === '1')).toBe(true));
  });
});
