import type { ReactNode } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { useEmailAvailability } from '../hooks/use-email-availability';
import { TermsCheckbox } from './TermsCheckbox';

type SignUpField = 'fullName' | 'email' | 'password' | 'acceptTerms';

/** The slice of a Mantine form the sign-up fields use (any form with these fields fits). */
interface SignUpForm {
  getInputProps: (path: SignUpField, options?: { type?: 'input' | 'checkbox' }) => GetInputPropsReturnType;
  values: { email: string };
  setFieldError: (path: 'email', message: string) => void;
}

export interface SignUpFieldsProps {
  form: SignUpForm;
  /** Check the e-mail's availability when its field loses focus. */
  checkEmail?: boolean;
  /** Fields before the name (the clinic's name). */
  before?: ReactNode;
  /** Fields between the e-mail and the password (username, phone). */
  middle?: ReactNode;
  /** Fields between the password and the terms (the kind of account). */
  after?: ReactNode;
  submitLabel: string;
  loading: boolean;
}

/**
 * The fields every sign-up shares (personal, clinic, clinic web link): full name, e-mail, password, terms
 * and the submit button, with room for each form's own fields.
 */
export function SignUpFields({ form, checkEmail = false, before, middle, after, submitLabel, loading }: SignUpFieldsProps) {
  const { t } = useTranslation();
  const availability = useEmailAvailability((message) => form.setFieldError('email', message));
  const emailProps = form.getInputProps('email');
  return (
    <Stack gap="md">
      {before}
      <TextInput
        label={t('auth.fields.fullName')}
        autoComplete="name"
        required
        withAsterisk={false}
        {...form.getInputProps('fullName')}
      />
      <TextInput
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        required
        withAsterisk={false}
        {...(checkEmail ? { description: availability.availableMessage(form.values.email) } : {})}
        {...emailProps}
        onBlur={(event) => {
          emailProps.onBlur?.(event);
          if (checkEmail) availability.onBlur(event.currentTarget.value);
        }}
      />
      {middle}
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        description={t('auth.register.passwordHint')}
        required
        withAsterisk={false}
        {...form.getInputProps('password')}
      />
      {after}
      <TermsCheckbox {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
      <Button type="submit" fullWidth size="md" loading={loading}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
