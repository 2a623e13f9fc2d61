import { Button, Fieldset, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, newPersonInput, patientIntakeInput, personEditInput, type PatientIntakeInput } from '@stillpoint/contracts';
import type { z } from 'zod';
import type { NamespaceWith } from '../i18n';
import { applyServerErrors, errorMessage, optionalText, schemaValidator } from '../forms';
import { notify } from '../notify';
import { PasswordField } from './PasswordField';

interface Values {
  fullName: string;
  email: string;
  username: string;
  phone: string;
  password: string;
  clinicId: string;
  roleid: string;
  employeeId: string;
  intake: Record<IntakeField, string>;
}

/** A new patient's intake (patientIntakeInput), in the order the form asks for it. */
const INTAKE_FIELDS = [
  'dateOfBirth',
  'emergencyContactName',
  'emergencyContactPhone',
  'presentingConcerns',
  'referralSource',
] as const;
type IntakeField = (typeof INTAKE_FIELDS)[number];

const FIELDS = [
  'fullName',
  'email',
  'username',
  'phone',
  'password',
  'clinicId',
  'roleid',
  'employeeId',
  ...INTAKE_FIELDS.map((field) => `intake.${field}` as const),
] as const;

const newPersonWithIntake = newPersonInput.extend({ intake: patientIntakeInput.optional() });

/** The intake's given fields (empty ones left out). */
function intakeValues(values: Values): PatientIntakeInput {
  const intake: PatientIntakeInput = {};
  for (const field of INTAKE_FIELDS) {
    const value = optionalText(values.intake[field]);
    if (value !== undefined) intake[field] = value;
  }
  return intake;
}

/** A pick list the form adds (the clinic of a patient, the role id of a front user, a new patient's therapist...). */
export interface PersonChoice {
  field: 'clinicId' | 'roleid' | 'employeeId';
  label: string;
  options: { value: string; label: string }[];
  /** The message under the field when nothing is picked (the field is then required). */
  requiredMessage?: string;
  /** A line under the label. */
  description?: string;
  /** Only when creating (a patient's therapist: later changes happen on the employee's page). */
  createOnly?: boolean;
}

/** The choices' values as numbers, absent when not picked. */
function choiceValues(choices: readonly PersonChoice[], values: Values) {
  const picked: { clinicId?: number; roleid?: number; employeeId?: number } = {};
  for (const choice of choices) if (values[choice.field]) picked[choice.field] = Number(values[choice.field]);
  return picked;
}

/** The person being edited; null or absent means "create". */
interface EditablePerson {
  userid: number;
  fullName: string;
  email: string;
  username: string | null;
  phone: string | null;
  clinicId?: number | null;
  roleid?: number;
}

/** The slice of a TanStack mutation this form uses, so each feature passes its own create/edit hooks. */
interface PersonMutation<Input, Data> {
  mutate(
    input: Input,
    options: { onSuccess: (response: { message: string; data: Data }) => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

export interface PersonFormModalProps {
  opened: boolean;
  onClose: () => void;
  person?: EditablePerson | null;
  /**
   * The locale namespace of the form's texts: `createTitle`, `editTitle`, `close`, `saveCreate`, `saveEdit`,
   * `invitationSent` and `fields.{fullName,email,username,phone,password,passwordHint,newPassword}`.
   */
  kind: NamespaceWith<'createTitle' | 'editTitle' | 'close' | 'saveCreate' | 'saveEdit' | 'invitationSent' | 'fields'>;
  /** A title instead of `${kind}.createTitle` / `${kind}.editTitle`. */
  title?: string;
  /** Pick lists after the profile fields (create and edit). */
  choices?: readonly PersonChoice[];
  /** Editing also offers a new password (administrators). */
  passwordOnEdit?: boolean;
  /** Creating asks for a patient's intake too (date of birth, emergency contact, concerns, referral). */
  intake?: boolean;
  create: PersonMutation<
    z.input<typeof newPersonInput> & { clinicId?: number; roleid?: number; employeeId?: number; intake?: PatientIntakeInput },
    { invitationSent: boolean; email: string }
  >;
  edit: PersonMutation<z.input<typeof personEditInput> & { clinicId?: number; roleid?: number; password?: string }, unknown>;
  /** Toasts when the server answers without a message. */
  createdFallback: string;
  updatedFallback: string;
}

/**
 * Creates a person (no password: the server e-mails an invitation) or edits one. Clinic patients and
 * employees and the administration's users share this form; each feature passes its own mutations, texts
 * and pick lists (clinic, role).
 */
export function PersonFormModal({ opened, onClose, person, kind, title, ...rest }: PersonFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={onClose}
      title={title ?? (person ? t(`${kind}.editTitle`) : t(`${kind}.createTitle`))}
      closeButtonProps={{ 'aria-label': t(`${kind}.close`) }}
    >
      {opened && <PersonForm key={person?.userid ?? 'new'} person={person ?? null} kind={kind} onDone={onClose} {...rest} />}
    </Modal>
  );
}

function PersonForm({
  person,
  kind,
  choices: allChoices = [],
  passwordOnEdit = false,
  intake: withIntake = false,
  create,
  edit,
  createdFallback,
  updatedFallback,
  onDone,
}: Omit<PersonFormModalProps, 'opened' | 'onClose' | 'person' | 'title'> & {
  person: EditablePerson | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const choices = person ? allChoices.filter((choice) => !choice.createOnly) : allChoices;
  const toCreate = (values: Values) => ({
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username),
    phone: optionalText(values.phone),
    password: optionalText(values.password),
    ...choiceValues(choices, values),
    ...(withIntake ? { intake: intakeValues(values) } : {}),
  });
  const toEdit = (values: Values) => ({
    userid: person?.userid ?? 0,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    username: optionalText(values.username) ?? null,
    phone: optionalText(values.phone) ?? null,
    ...(passwordOnEdit && optionalText(values.password) ? { password: values.password } : {}),
    ...choiceValues(choices, values),
  });
  const validateChoices = (values: Values) => {
    const errors: Record<string, string> = {};
    for (const choice of choices)
      if (choice.requiredMessage && !values[choice.field]) errors[choice.field] = choice.requiredMessage;
    return errors;
  };
  const validateFields = person
    ? schemaValidator(personEditInput, toEdit)
    : schemaValidator(withIntake ? newPersonWithIntake : newPersonInput, toCreate);
  const form = useForm<Values>({
    initialValues: {
      fullName: person?.fullName ?? '',
      email: person?.email ?? '',
      username: person?.username ?? '',
      phone: person?.phone ?? '',
      password: '',
      clinicId: person?.clinicId ? String(person.clinicId) : '',
      roleid: person?.roleid !== undefined ? String(person.roleid) : '',
      employeeId: '',
      intake: {
        dateOfBirth: '',
        emergencyContactName: '',
        emergencyContactPhone: '',
        presentingConcerns: '',
        referralSource: '',
      },
    },
    validate: (values) => ({ ...validateFields(values), ...validateChoices(values) }),
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
        <TextInput
          label={t(`${kind}.fields.fullName`)}
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t(`${kind}.fields.email`)}
          type="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <TextInput label={t(`${kind}.fields.username`)} {...form.getInputProps('username')} />
        <TextInput label={t(`${kind}.fields.phone`)} type="tel" {...form.getInputProps('phone')} />
        {choices.map((choice) => (
          <Select
            key={choice.field}
            label={choice.label}
            description={choice.description}
            data={choice.options}
            required={Boolean(choice.requiredMessage)}
            withAsterisk={false}
            // An optional choice is taken back by picking it again.
            allowDeselect={!choice.requiredMessage}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps(choice.field)}
          />
        ))}
        {withIntake && !person && (
          <Fieldset legend={t('patients.intake.title')} variant="unstyled">
            <Stack gap="sm">
              <TextInput
                label={t('patients.intake.dateOfBirth')}
                type="date"
                max={new Date().toISOString().slice(0, 10)}
                {...form.getInputProps('intake.dateOfBirth')}
              />
              <TextInput
                label={t('patients.intake.emergencyContactName')}
                {...form.getInputProps('intake.emergencyContactName')}
              />
              <TextInput
                label={t('patients.intake.emergencyContactPhone')}
                type="tel"
                {...form.getInputProps('intake.emergencyContactPhone')}
              />
              <Textarea
                label={t('patients.intake.presentingConcerns')}
                description={t('patients.intake.presentingConcernsHint')}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('intake.presentingConcerns')}
              />
              <TextInput
                label={t('patients.intake.referralSource')}
                description={t('patients.intake.referralSourceHint')}
                {...form.getInputProps('intake.referralSource')}
              />
            </Stack>
          </Fieldset>
        )}
        {(!person || passwordOnEdit) && (
          <PasswordField
            label={person ? t(`${kind}.fields.newPassword`) : t(`${kind}.fields.password`)}
            description={person ? undefined : t(`${kind}.fields.passwordHint`)}
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
