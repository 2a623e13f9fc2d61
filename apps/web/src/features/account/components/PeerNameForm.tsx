import { Avatar, Badge, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_AVATAR,
  DISPLAY_NAME_MAX,
  MESSAGES,
  accountUpdateInput,
  peerName,
  type AccountDetails,
  type Audience,
  type DisplayNameChoice,
} from '@stillpoint/contracts';
import { applyServerErrors, errorMessage, schemaValidator } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useUpdateAccount, type AccountUpdate } from '../api/update-account';

interface Values {
  displayNameChoice: DisplayNameChoice;
  displayName: string;
}

/** Team members (clinic accounts, employees, administrators) are shown by their professional name (decision 0010). */
const TEAM_ROLES = new Set(['clinic', 'employee', 'admin', 'masterAdmin']);

/**
 * "How others see you": patients and personal users choose the name other people see next to their
 * reviews and stories (first name and initial, Anonymous, or a name they type), with a preview made by the
 * same rule as the server's. Team members read how they appear instead: by their name, marked Team.
 */
export function PeerNameForm({ audience, account }: { audience: Audience; account: AccountDetails }) {
  const { t } = useTranslation();
  if (TEAM_ROLES.has(account.role)) {
    return (
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="peer-name">
        <Title order={2} size="h4" id="peer-name" mb="xs">
          {t('accountPage.peerName.title')}
        </Title>
        <Stack gap="sm">
          <Text size="sm">{t('accountPage.peerName.teamIntro')}</Text>
          <Preview avatar={account.avatar || DEFAULT_AVATAR} name={account.fullName} team />
        </Stack>
      </Paper>
    );
  }
  return <ChoiceForm audience={audience} account={account} />;
}

function ChoiceForm({ audience, account }: { audience: Audience; account: AccountDetails }) {
  const { t } = useTranslation();
  const update = useUpdateAccount(audience);
  // The typed name goes only with the custom choice; another choice keeps it stored for later.
  const toInput = (values: Values): AccountUpdate => ({
    displayNameChoice: values.displayNameChoice,
    ...(values.displayNameChoice === 'custom' ? { displayName: values.displayName.trim() || null } : {}),
  });
  const form = useForm<Values>({
    initialValues: { displayNameChoice: account.displayNameChoice, displayName: account.displayName ?? '' },
    validate: schemaValidator(accountUpdateInput, toInput),
  });
  const { displayNameChoice, displayName } = form.getValues();
  const preview = peerName({ fullName: account.fullName, displayNameChoice, displayName: displayName.trim() || null });

  const submit = form.onSubmit((values) => {
    update.mutate(toInput(values), {
      onSuccess: (response) => {
        form.setInitialValues({ displayNameChoice: response.data.displayNameChoice, displayName: response.data.displayName ?? '' });
        form.resetDirty();
        notify.success(t('accountPage.peerName.saved', { name: response.data.peerName }));
      },
      onError: (error) => {
        if (!applyServerErrors(error, form, ['displayName', 'displayNameChoice'])) notify.error(errorMessage(error, MESSAGES.somethingIsWrong));
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="peer-name">
      <Title order={2} size="h4" id="peer-name" mb="xs">
        {t('accountPage.peerName.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" id="peer-name-intro">
            {t(account.clinicId !== null ? 'accountPage.peerName.introPatient' : 'accountPage.peerName.introPersonal')}
          </Text>
          <Radio.Group
            label={t('accountPage.peerName.choiceLabel')}
            aria-describedby="peer-name-intro"
            {...form.getInputProps('displayNameChoice')}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="initial"
                label={t('accountPage.peerName.initial')}
                description={t('accountPage.peerName.initialHint', {
                  name: peerName({ fullName: account.fullName, displayNameChoice: 'initial', displayName: null }),
                })}
              />
              <Radio value="anonymous" label={t('accountPage.peerName.anonymous')} description={t('accountPage.peerName.anonymousHint')} />
              <Radio value="custom" label={t('accountPage.peerName.custom')} description={t('accountPage.peerName.customHint')} />
            </Stack>
          </Radio.Group>
          {displayNameChoice === 'custom' && (
            <TextInput
              label={t('accountPage.peerName.displayName')}
              description={t('accountPage.peerName.displayNameHint', { max: DISPLAY_NAME_MAX })}
              required
              withAsterisk={false}
              maxLength={DISPLAY_NAME_MAX + 20}
              autoComplete="nickname"
              {...form.getInputProps('displayName')}
            />
          )}
          <Stack gap={6}>
            <Text size="sm" fw={500} id="peer-name-preview">
              {t('accountPage.peerName.preview')}
            </Text>
            <Preview avatar={DEFAULT_AVATAR} name={preview} labelledBy="peer-name-preview" />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('accountPage.peerName.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** How a review of the person looks to someone else. */
function Preview({ avatar, name, team = false, labelledBy }: { avatar: string; name: string; team?: boolean; labelledBy?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" role="group" aria-labelledby={labelledBy}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={avatar} alt="" radius="xl" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} size="sm" data-testid="peer-name-preview" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
              {name}
            </Text>
            {team && (
              <Badge size="xs" variant="light" tt="none">
                {t('people.team')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('accountPage.peerName.sampleReview')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
