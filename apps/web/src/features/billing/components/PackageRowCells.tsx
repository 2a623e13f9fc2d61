import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { toastOutcome } from '../../../lib/notify';

type PackageState = 'active' | 'archived';

/**
 * A package row's last two cells, the same for the platform's packages and a clinic's service packages: its
 * state, and Edit, Archive/Activate and Delete named after the package for screen readers.
 */
export function PackageRowCells<T extends { id: number; title: string; status: PackageState }>({
  item,
  onEdit,
  onDelete,
  onSetState,
  busy,
}: {
  item: T;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Archive or activate (the caller's status call, its outcome toasted). */
  onSetState: (input: { id: number; status: PackageState }, outcome: ReturnType<typeof toastOutcome>) => void;
  /** The status call for this row is under way. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const active = item.status === 'active';
  return (
    <>
      <Table.Td>
        <Badge variant="light" autoContrast color={active ? 'teal' : 'gray'}>
          {t(`billingPackages.status.${item.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => onEdit(item)} aria-label={t('billingPackages.editNamed', { title: item.title })}>
            {t('billingPackages.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() => onSetState({ id: item.id, status: active ? 'archived' : 'active' }, toastOutcome('', MESSAGES.somethingIsWrong))}
            aria-label={t(active ? 'billingPackages.archiveNamed' : 'billingPackages.activateNamed', { title: item.title })}
          >
            {t(active ? 'billingPackages.archive' : 'billingPackages.activate')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => onDelete(item)} aria-label={t('billingPackages.deleteNamed', { title: item.title })}>
            {t('billingPackages.delete')}
          </Button>
        </Group>
      </Table.Td>
    </>
  );
}
