import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, newPersonInput, personEditInput } from '@stillpoint/contracts';
import type { z } from 'zod';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../forms';
import { notify } from '../notify';
import { PasswordField } from './PasswordField';

interface Values {
  fullName: string;
  email: string;
  username: string;
  phone: string;
  password: string;
}

const FIELDS = ['fullName', 'email', 'username', 'phone', 'password'] as const;

/** The person being edited; null or absent means "create". */
interface EditablePerson {
  userid: number;
  fullName: string;
  email: string;
  username: string | null;
  phone: string | null;
}

/** The slice of a TanStack mutation this form uses, so each feature passes its own create/edit hooks. */
interface PersonMutation<Input, Data> {
  mutate(input: Input, options: { onSuccess: (response: { message: string; data: Data }) => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

export interface PersonFormModalProps {
  opened: boolean;
  onClose: () => void;
  person?: EditablePerson | null;
  /** Which people the form is about: picks its texts (titles, labels, buttons). */
  kind: 'patients' | 'employees';
  create: PersonMutation<z.input<typeof newPersonInput>, { invitationSent: boolean; email: string }>;
  edit: PersonMutation<z.input<typeof personEditInput>, unknown>;
  /** Toasts when the server answers without a message. */
  createdFallback: string;
  updatedFallback: string;
}

/**
 * Creates a person (no password: the server e-mails an invitation) or edits one. Clinic patients and
 * employees share this form; each feature passes its own mutations and texts.
 */
export function PersonFormModal({ opened, onClose, person, kind, ...rest }: PersonFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={person ? t(`${kind}.editTitle`) : t(`${kind}.createTitle`)}
      closeButtonProps={{ 'aria-label': t(`${kind}.close`) }}
    >
      {opened && <PersonForm key={person?.userid ?? 'new'} person={person ?? null} kind={kind} onDone={onClose} {...rest} />}
    </Modal>
  );
}

function PersonForm({
  person,
  kind,
  create,
  edit,
  createdFallback,
  updatedFallback,
  onDone,
}: Omit<PersonFormModalProps, 'opened' | 'onClose' | 'person'> & { person: EditablePerson | null; onDone: () => void }) {
  const { t } = useTranslation();
  const toCreate = (values: Values) => ({
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username),
    phone: optionalText(values.phone),
    password: optionalText(values.password),
  });
  const toEdit = (values: Values) => ({
    userid: person?.userid ?? 0,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username) ?? null,
    phone: optionalText(values.phone) ?? null,
  });
  const form = useForm<Values>({
    initialValues: {
      fullName: person?.fullName ?? '',
      email: person?.email ?? '',
      username: person?.username ?? '',
      phone: person?.phone ?? '',
      password: '',
    },
    validate: person ? schemaValidator(personEditInput, toEdit) : schemaValidator(newPersonInput, toCreate),
  });
  const pending = create.isPending || edit.isPending;
  const onError = (error: unknown) => {
    if (!applyServerErrors(error, form, FIELDS)) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
  };

  const submit = form.onSubmit((values) => {
    if (person) {
      edit.mutate(toEdit(values), {
        onSuccess: (response) => {
          notify.success(response.message || updatedFallback);
          onDone();
        },
        onError,
      });
    } else {
      create.mutate(toCreate(values), {
        onSuccess: (response) => {
          notify.success(response.message || createdFallback);
          if (response.data.invitationSent) notify.info(t(`${kind}.invitationSent`, { email: response.data.email }));
          onDone();
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t(`${kind}.fields.fullName`)} required withAsterisk={false} data-autofocus {...form.getInputProps('fullName')} />
        <TextInput label={t(`${kind}.fields.email`)} type="email" required withAsterisk={false} {...form.getInputProps('email')} />
        <TextInput label={t(`${kind}.fields.username`)} {...form.getInputProps('username')} />
        <TextInput label={t(`${kind}.fields.phone`)} type="tel" {...form.getInputProps('phone')} />
        {!person && (
          <PasswordField
            label={t(`${kind}.fields.password`)}
            description={t(`${kind}.fields.passwordHint`)}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {person ? t(`${kind}.saveEdit`) : t(`${kind}.saveCreate`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
