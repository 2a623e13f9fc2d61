import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingHospital, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClinicDetail } from '@stillpoint/contracts';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { QueryState } from '../../../lib/ui/QueryState';
import { useClinics } from '../api/get-clinics';
import { ClinicFormModal } from './ClinicFormModal';
import { ClinicUserModal } from './ClinicUserModal';
import { DeleteClinicModal } from './DeleteClinicModal';
import { WeblinkModal } from './WeblinkModal';

/** Every clinic: create, edit, add a clinic account, generate a registration web link, delete. */
export function ClinicsList() {
  const { t } = useTranslation();
  const clinics = useClinics();
  const [formOpened, formModal] = useDisclosure(false);
  const [editing, setEditing] = useState<ClinicDetail | null>(null);
  const [addingUser, setAddingUser] = useState<ClinicDetail | null>(null);
  const [linking, setLinking] = useState<ClinicDetail | null>(null);
  const [deleting, setDeleting] = useState<ClinicDetail | null>(null);

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconBuildingHospital size={16} aria-hidden />}
          onClick={() => {
            setEditing(null);
            formModal.open();
          }}
        >
          {t('clinics.create')}
        </Button>
      </Group>
      <QueryState query={clinics}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('clinics.empty')}</Text>
          ) : (
            <TableFrame
              label={t('clinics.tableLabel')}
              minWidth={640}
              columns={[
                t('clinics.columns.name'),
                t('clinics.columns.email'),
                t('clinics.columns.clinicUsers'),
                t('clinics.columns.employees'),
                t('clinics.columns.patients'),
                { hidden: t('clinics.columns.actions') },
              ]}
            >
              {list.map((clinic) => (
                <Table.Tr key={clinic.id}>
                  <Table.Td fw={500}>{clinic.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{clinic.email ?? '—'}</Table.Td>
                  <Table.Td>{clinic.clinicUsers}</Table.Td>
                  <Table.Td>{clinic.employees}</Table.Td>
                  <Table.Td>{clinic.patients}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal={false}>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('clinics.actionsFor', { name: clinic.name })}>
                          <IconDots size={18} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setAddingUser(clinic)}>{t('clinics.addUser')}</Menu.Item>
                        <Menu.Item
                          onClick={() => {
                            setEditing(clinic);
                            formModal.open();
                          }}
                        >
                          {t('clinics.edit')}
                        </Menu.Item>
                        <Menu.Item onClick={() => setLinking(clinic)}>{t('clinics.generateWeblink')}</Menu.Item>
                        <Menu.Divider />
                        <Menu.Item color="red" onClick={() => setDeleting(clinic)}>
                          {t('clinics.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableFrame>
          )
        }
      </QueryState>
      <ClinicFormModal opened={formOpened} onClose={formModal.close} clinic={editing} />
      <ClinicUserModal clinic={addingUser} onClose={() => setAddingUser(null)} />
      <WeblinkModal clinic={linking} onClose={() => setLinking(null)} />
      <DeleteClinicModal clinic={deleting} clinics={clinics.data ?? []} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
