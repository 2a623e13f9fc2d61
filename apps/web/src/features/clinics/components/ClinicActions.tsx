import { useState } from 'react';
import type { ClinicDetail } from '@stillpoint/contracts';
import { ClinicFormModal } from './ClinicFormModal';
import { ClinicUserModal } from './ClinicUserModal';
import { DeleteClinicModal } from './DeleteClinicModal';
import { WeblinkModal } from './WeblinkModal';

/**
 * The actions an administrator has on a clinic (the clinics list and a clinic's page share them): add it,
 * edit it, add a clinic account, generate its registration web link, delete it. `modals` goes into the page;
 * `onDeleted` runs after a deletion.
 */
export function useClinicActions(clinics: ClinicDetail[], onDeleted?: () => void) {
  const [form, setForm] = useState<{ opened: boolean; clinic: ClinicDetail | null }>({ opened: false, clinic: null });
  const [addingUser, setAddingUser] = useState<ClinicDetail | null>(null);
  const [linking, setLinking] = useState<ClinicDetail | null>(null);
  const [deleting, setDeleting] = useState<ClinicDetail | null>(null);
  return {
    create: () => setForm({ opened: true, clinic: null }),
    edit: (clinic: ClinicDetail) => setForm({ opened: true, clinic }),
    addUser: setAddingUser,
    weblink: setLinking,
    remove: setDeleting,
    modals: (
      <>
        <ClinicFormModal
          opened={form.opened}
          onClose={() => setForm((current) => ({ ...current, opened: false }))}
          clinic={form.clinic}
        />
        <ClinicUserModal clinic={addingUser} onClose={() => setAddingUser(null)} />
        <WeblinkModal clinic={linking} onClose={() => setLinking(null)} />
        <DeleteClinicModal clinic={deleting} clinics={clinics} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      </>
    ),
  };
}
