import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROUP_MESSAGES, MESSAGES, REPORT_REASON_MAX } from '@stillpoint/contracts';
import { useEndpointMutation } from '../../../lib/api-hooks';
import { toastOutcome } from '../../../lib/notify';
import { frontGroups } from '../api/groups';

/** Reports a post, or one of its comments, to the group's moderators, with an optional reason. */
export function ReportModal({ opened, postId, commentId, onClose }: { opened: boolean; postId: number; commentId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const report = useEndpointMutation(frontGroups.postReport);
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      withinPortal={false}
      opened={opened}
      onClose={close}
      title={t(commentId === undefined ? 'groups.report.titlePost' : 'groups.report.titleComment')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate(
            { post_id: postId, ...(commentId !== undefined ? { comment_id: commentId } : {}), reason: reason.trim() },
            toastOutcome(GROUP_MESSAGES.reported, MESSAGES.somethingWentWrong, close),
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('groups.report.hint')}</Text>
          <Textarea
            label={t('groups.report.reason')}
            autosize
            minRows={2}
            maxLength={REPORT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('groups.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('groups.report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
