import { ActionIcon, Anchor, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconBuildingHospital, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { QueryState } from '../../../lib/ui/QueryState';
import { useClinics } from '../api/get-clinics';
import { useClinicActions } from './ClinicActions';

/**
 * Every clinic: create, edit, add a clinic account, generate a registration web link, delete; a clinic's
 * name opens its page (`detailPath`), with its patients and employees.
 */
export function ClinicsList({ detailPath }: { detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const clinics = useClinics();
  const actions = useClinicActions(clinics.data ?? []);

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconBuildingHospital size={16} aria-hidden />} onClick={actions.create}>
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
                  <Table.Td fw={500}>
                    <Anchor component={Link} to={detailPath(clinic.id)} fw={500}>
                      {clinic.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{clinic.email ?? '—'}</Table.Td>
                  <Table.Td>{clinic.clinicUsers}</Table.Td>
                  <Table.Td>{clinic.employees}</Table.Td>
                  <Table.Td>{clinic.patients}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('clinics.actionsFor', { name: clinic.name })}>
                          <IconDots size={18} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item component={Link} to={detailPath(clinic.id)}>
                          {t('clinics.view')}
                        </Menu.Item>
                        <Menu.Item onClick={() => actions.addUser(clinic)}>{t('clinics.addUser')}</Menu.Item>
                        <Menu.Item onClick={() => actions.edit(clinic)}>{t('clinics.edit')}</Menu.Item>
                        <Menu.Item onClick={() => actions.weblink(clinic)}>{t('clinics.generateWeblink')}</Menu.Item>
                        <Menu.Divider />
                        <Menu.Item color="red" onClick={() => actions.remove(clinic)}>
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
      {actions.modals}
    </Stack>
  );
}
