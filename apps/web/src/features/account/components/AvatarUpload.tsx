import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AVATAR, MESSAGES, type AccountDetails, type Audience } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { UploadProgress } from '../../../lib/ui/UploadProgress';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The account's photo and its upload, with a progress bar (rounded percentage) that closes at 100. */
export function AvatarUpload({ audience, account }: { audience: Audience; account: AccountDetails }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadAvatar(audience, (value) => setPercent(value >= 100 ? null : value));

  const onFile = (file: File | null) => {
    if (!file) return;
    setPercent(0);
    upload.mutate(file, {
      onSuccess: (response) => notify.success(response.message || MESSAGES.imageUploaded),
      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingWentWrong)),
      onSettled: () => setPercent(null),
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-avatar">
      <Title order={2} size="h4" id="account-avatar" mb="md">
        {t('accountPage.avatarTitle')}
      </Title>
      <Group gap="lg" align="center" wrap="wrap">
        <Avatar src={account.avatar || DEFAULT_AVATAR} alt={account.fullName} size={88} radius={999} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 230 }}>
          <Text size="sm" c="dimmed">
            {t('accountPage.avatarHint')}
          </Text>
          <Group>
            <FileButton onChange={onFile} accept={ACCEPT} disabled={upload.isPending}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                  {t('accountPage.chooseAvatar')}
                </Button>
              )}
            </FileButton>
          </Group>
          <UploadProgress percent={percent} testId="avatar-upload-progress" />
        </Stack>
      </Group>
    </Paper>
  );
}
