import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, countPractice } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { sessionNotesEndpoints } from '@stillpoint/contracts/endpoints/session-notes';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PatientDetail } from './PatientDetail';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown, totalPages?: number) =>
  jsonResponse(200, { status: true, message: 'Success', data, ...(totalPages === undefined ? {} : { total_pages: totalPages }) });
const counts = { ...countPractice([]), meditationsPlayed: 2, minutesPractised: 3 };
const patient = {
  userid: 5,
  role: 'patient',
  roleid: 5,
  fullName: 'Paul Patel',
  username: 'patient',
  email: 'patient@example.test',
  phone: null,
  avatar: '/avatar.svg',
  clinicId: 1,
  clinicName: 'Harbor Clinic',
  emailVerified: true,
  confirmedByUser: true,
  confirmedByAdmin: true,
  hasPassword: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  assignedEmployees: [{ userid: 3, fullName: 'Elena Ortiz' }],
  settings: { userid: 5, kind: 'patient', title: 'Patient Dashboard', tabsKey: 'patient_tabs', tabs: [] },
  intake: null as null | Record<string, string | null>,
};

/** Answers the record's calls of the employee family; anything else fails the test. */
function stubEmployeeCalls(requested: string[], detail = () => ok(patient)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.startsWith(patientsEndpoints.employeePatientDetail.url)) return detail();
      if (url.startsWith(patientsEndpoints.employeePatientStatistics.url))
        return ok({
          userid: 5,
          memberSince: patient.createdAt,
          lastLoginAt: null,
          logins: 0,
          logins30Days: 0,
          activeSessions: 0,
          assignedEmployees: 1,
          practice: { last30Days: counts, allTime: counts },
        });
      if (url.startsWith(patientsEndpoints.employeePatientChartData.url)) return ok({ userid: 5, series: [{ date: '2026-11-20', counts }] });
      if (url.startsWith(patientsEndpoints.employeePatientActivity.url))
        return ok(
          [
            {
              id: 1,
              kind: 'meditation_played',
              item: { type: 'meditation', id: 3, title: 'Evening calm', classTitle: null },
              at: '2026-11-20T08:00:00.000Z',
              until: '2026-11-20T08:03:00.000Z',
              seconds: 180,
              minutes: 3,
              quantity: 1,
              approximate: false,
              value: null,
              text: null,
            },
          ],
          1,
        );
      if (url.startsWith(sessionNotesEndpoints.employeeSessionNotes.url)) return ok([], 0);
      throw new Error(`unexpected ${url}`);
    }),
  );
}

describe('PatientDetail', () => {
  it("reads an employee's patient through the employee's calls only, and shows the practice counters with their period", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const requested: string[] = [];
    stubEmployeeCalls(requested);
    renderWithProviders(<PatientDetail family="employee" userid={5} backTo="/employee/patients" assignedTasks={<p>Tasks slot</p>} />, {
      path: '/employee/patients/5',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paul Patel' })).toBeTruthy();
    expect(screen.getByText('Tasks slot')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Figures, last 30 days' })).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'Practice history' });
    expect(within(history).getByText('Played “Evening calm”')).toBeTruthy();
    expect(within(history).getByText('3 minutes')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Test results' })).toBeTruthy();
    expect(screen.getByText(/never sees these notes/)).toBeTruthy();
    expect(requested.length).toBeGreaterThan(4);
    expect(requested.every((url) => url.includes('/api/v3/front/employee/'))).toBe(true);
  });

  it('shows the intake noted when the patient was added, a field not given as such, or that nothing was noted', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const intake = {
      dateOfBirth: '1988-04-12',
      emergencyContactName: 'Ravi Patel',
      emergencyContactPhone: null,
      presentingConcerns: 'Panic on the train',
      referralSource: 'Family doctor',
      recordedAt: '2026-11-20T08:00:00.000Z',
    };
    stubEmployeeCalls([], () => ok({ ...patient, intake }));
    const view = renderWithProviders(<PatientDetail family="employee" userid={5} backTo="/employee/patients" />, { path: '/employee/patients/5' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Intake' })).closest('section')!;
    expect(within(section).getByText('1988-04-12')).toBeTruthy();
    expect(within(section).getByText('Panic on the train')).toBeTruthy();
    expect(within(section).getByText('Not given')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Intake' }).getAttribute('href')).toBe('#patient-intake');
    view.unmount();
    stubEmployeeCalls([]);
    renderWithProviders(<PatientDetail family="employee" userid={5} backTo="/employee/patients" />, { path: '/employee/patients/5' });
    expect(await screen.findByText('Nothing was noted when the patient was added.')).toBeTruthy();
  });

  it('says so when the patient is not theirs (404)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    stubEmployeeCalls([], () => jsonResponse(404, { status: false, message: 'Not found', code: 'NOT_FOUND' }));
    renderWithProviders(<PatientDetail family="employee" userid={99} backTo="/employee/patients" />, { path: '/employee/patients/99' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the patients' }).getAttribute('href')).toBe('/employee/patients');
  });
});
