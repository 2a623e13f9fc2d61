import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { APP_MESSAGES, MESSAGES, newPersonInput, personEditInput, type EmployeeSummary } from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useCreateEmployee } from '../api/create-employee';
import { useEditEmployee } from '../api/edit-employee';

interface Values {
  fullName: string;
  email: string;
  username: string;
  phone: string;
  password: string;
}

const FIELDS = ['fullName', 'email', 'username', 'phone', 'password'] as const;

/** Creates a employee (no password: the server e-mails an invitation) or edits one. */
export function EmployeeFormModal({
  opened,
  onClose,
  employee,
}: {
  opened: boolean;
  onClose: () => void;
  employee?: EmployeeSummary | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={employee ? t('employees.editTitle') : t('employees.createTitle')}
      closeButtonProps={{ 'aria-label': t('employees.close') }}
    >
      {opened && <EmployeeForm key={employee?.userid ?? 'new'} employee={employee ?? null} onDone={onClose} />}
    </Modal>
  );
}

function EmployeeForm({ employee, onDone }: { employee: EmployeeSummary | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateEmployee();
  const edit = useEditEmployee();
  const toCreate = (values: Values) => ({
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username),
    phone: optionalText(values.phone),
    password: optionalText(values.password),
  });
  const toEdit = (values: Values) => ({
    userid: employee?.userid ?? 0,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username) ?? null,
    phone: optionalText(values.phone) ?? null,
  });
  const form = useForm<Values>({
    initialValues: {
      fullName: employee?.fullName ?? '',
      email: employee?.email ?? '',
      username: employee?.username ?? '',
      phone: employee?.phone ?? '',
      password: '',
    },
    validate: employee ? schemaValidator(personEditInput, toEdit) : schemaValidator(newPersonInput, toCreate),
  });
  const pending = create.isPending || edit.isPending;
  const onError = (error: unknown) => {
    if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
  };

  const submit = form.onSubmit((values) => {
    if (employee) {
      edit.mutate(toEdit(values), {
        onSuccess: (response) => {
          notify.success(response.message || MESSAGES.employeeUpdated);
          onDone();
        },
        onError,
      });
    } else {
      create.mutate(toCreate(values), {
        onSuccess: (response) => {
          notify.success(response.message || APP_MESSAGES.employeeAdded);
          if (response.data.invitationSent) notify.info(t('employees.invitationSent', { email: response.data.email }));
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('employees.fields.fullName')}
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('employees.fields.email')}
          type="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <TextInput label={t('employees.fields.username')} {...form.getInputProps('username')} />
        <TextInput label={t('employees.fields.phone')} type="tel" {...form.getInputProps('phone')} />
        {!employee && (
          <PasswordField
            label={t('employees.fields.password')}
            description={t('employees.fields.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {employee ? t('employees.saveEdit') : t('employees.saveCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
