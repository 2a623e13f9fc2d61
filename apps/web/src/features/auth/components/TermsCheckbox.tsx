import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { Trans } from 'react-i18next';
import { ROUTES } from '../../../lib/routes';

/** Acceptance of the terms of use and the privacy policy, each a link that opens beside the form. */
export function TermsCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return (
    <Checkbox
      {...props}
      label={
        <Trans
          i18nKey="auth.register.acceptTerms"
          components={{
            terms: <Anchor href={ROUTES.terms} target="_blank" rel="noopener" inherit underline="always" />,
            privacy: <Anchor href={ROUTES.privacy} target="_blank" rel="noopener" inherit underline="always" />,
          }}
        />
      }
    />
  );
}
