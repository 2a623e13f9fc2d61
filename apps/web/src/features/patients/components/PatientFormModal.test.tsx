import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type EmployeeSummary } from '@stillpoint/contracts';
import { employeesEndpoints } from '@stillpoint/contracts/endpoints/employees';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PatientFormModal } from './PatientFormModal';

afterEach(() => vi.unstubAllGlobals());

const employee: EmployeeSummary = {
  userid: 31,
  role: 'employee',
  roleid: 6,
  roleName: 'Employee',
  fullName: 'Elena Ortiz',
  username: null,
  email: 'elena@x.test',
  phone: null,
  avatar: '/avatar.png',
  clinicId: 2,
  clinicName: 'Harbor Clinic',
  emailVerified: true,
  confirmedByUser: true,
  confirmedByAdmin: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastLoginAt: null,
  assignedPatients: [],
} as unknown as EmployeeSummary;

describe('PatientFormModal', () => {
  it('adds a patient with the therapist chosen among the clinic’s employees (employeeId)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.split('?')[0] === employeesEndpoints.clinicAllEmployees.url)
          return jsonResponse(200, { status: true, message: 'Success', data: [employee], total_pages: 1 });
        expect(url).toBe(patientsEndpoints.clinicCreatePatientUser.url);
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, {
          status: true,
          message: 'Patient has been Added Successfully',
          data: { ...employee, userid: 77, fullName: 'Nora New', email: 'nora@x.test', invitationSent: true },
        });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<PatientFormModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Nora New' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'nora@x.test' } });
    const therapist = (await within(dialog).findAllByLabelText('Therapist (optional)')).find(
      (element) => element.tagName === 'INPUT',
    )!;
    fireEvent.click(therapist);
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Elena Ortiz' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the patient' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ fullName: 'Nora New', email: 'nora@x.test', employeeId: 31 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends the intake given (empty fields left out) and refuses a date of birth out of range at the field', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.split('?')[0] === employeesEndpoints.clinicAllEmployees.url)
          return jsonResponse(200, { status: true, message: 'Success', data: [], total_pages: 1 });
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, {
          status: true,
          message: 'Patient has been Added Successfully',
          data: { ...employee, userid: 78, fullName: 'Ida Intake', email: 'ida@x.test', invitationSent: false },
        });
      }),
    );
    renderWithProviders(<PatientFormModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ida Intake' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ida@x.test' } });
    const birth = within(dialog).getByLabelText('Date of birth');
    fireEvent.change(birth, { target: { value: '2999-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Reason for seeking care'), { target: { value: 'Sleep, mostly' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the patient' }));
    expect(await within(dialog).findByText('Use a date between 1900 and 2200')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(birth, { target: { value: '1990-02-03' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the patient' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      fullName: 'Ida Intake',
      email: 'ida@x.test',
      intake: { dateOfBirth: '1990-02-03', presentingConcerns: 'Sleep, mostly' },
    });
  });
});
