import { useRef, useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEraser, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatDateTime, type Signature } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { PageLoader } from '../../../lib/ui/PageLoader';
import type { EngagementFamily } from '../api/endpoints';
import { useSignature } from '../api/get-signature';
import { useSaveSignature } from '../api/save-signature';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import classes from './engagement.module.css';

const TYPED_MAX = 120;

/** A saved signature as it was given: the drawn image, or the typed name in a handwriting face. */
export function SavedSignature({ signature, label }: { signature: Signature; label: string }) {
  const drawn = signature.user_sign.startsWith('data:image/');
  return (
    <div className={classes.paper} data-testid="saved-signature">
      {drawn ? (
        <img src={signature.user_sign} alt={label} />
      ) : (
        <span className={classes.typed} role="img" aria-label={label}>
          {signature.user_sign}
        </span>
      )}
    </div>
  );
}

/**
 * The person's signature (user_sign) for a class: drawn on a pad (mouse, pen or finger) or typed, saved,
 * and shown once saved with its date; signing again replaces what is shown.
 */
export function SignaturePanel({
  family,
  classId,
  title,
  headingId = 'signature-panel',
}: {
  family: EngagementFamily;
  classId?: number;
  /** What is signed (the class's title). */
  title: string;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const saved = useSignature(family, classId);
  const save = useSaveSignature(family);
  const [signing, setSigning] = useState(false);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState('');
  const [inked, setInked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const showForm = signing || (saved.isSuccess && saved.data === null);

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    const userSign = mode === 'draw' ? (inked ? pad.current?.toDataUrl() : '') : typed.trim();
    if (!userSign) {
      setError(mode === 'draw' ? t('engagement.signature.drawFirst') : t('engagement.signature.typeFirst'));
      return;
    }
    setError(null);
    save.mutate(
      { user_sign: userSign, class_id: classId },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setSigning(false);
          setTyped('');
          setInked(false);
        },
        onError: (failure) => notify.error(errorMessage(failure, MESSAGES.somethingWentWrong)),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('engagement.signature.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('engagement.signature.intro', { title })}
          </Text>
        </Stack>
        {saved.isPending ? (
          <PageLoader />
        ) : saved.isError ? (
          <Text role="alert">{errorMessage(saved.error, MESSAGES.somethingWentWrong)}</Text>
        ) : showForm ? (
          <form onSubmit={onSave} noValidate>
            <Stack gap="sm">
              <SegmentedControl
                aria-label={t('engagement.signature.how')}
                value={mode}
                onChange={(value) => {
                  setMode(value as 'draw' | 'type');
                  setError(null);
                }}
                data={[
                  { value: 'draw', label: t('engagement.signature.draw') },
                  { value: 'type', label: t('engagement.signature.type') },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              {mode === 'draw' ? (
                <Stack gap={6}>
                  <Text size="sm" id={`${headingId}-pad-hint`}>
                    {t('engagement.signature.drawHint')}
                  </Text>
                  <SignaturePad
                    ref={pad}
                    label={t('engagement.signature.padLabel')}
                    onInk={(value) => {
                      setInked(value);
                      if (value) setError(null);
                    }}
                  />
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconEraser size={14} aria-hidden />}
                      onClick={() => pad.current?.clear()}
                      disabled={!inked}
                    >
                      {t('engagement.signature.clear')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <TextInput
                  label={t('engagement.signature.typeLabel')}
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.currentTarget.value);
                    setError(null);
                  }}
                  maxLength={TYPED_MAX}
                  autoComplete="name"
                />
              )}
              {error && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {error}
                </Text>
              )}
              <Group gap="sm">
                <Button type="submit" loading={save.isPending} leftSection={<IconSignature size={16} aria-hidden />}>
                  {t('engagement.signature.save')}
                </Button>
                {signing && saved.data && (
                  <Button variant="default" onClick={() => setSigning(false)}>
                    {t('engagement.stories.cancel')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        ) : saved.data ? (
          <Stack gap="xs">
            <SavedSignature signature={saved.data} label={t('engagement.signature.savedLabel')} />
            <Text size="xs" c="dimmed">
              {t('engagement.signature.signedOn', { date: formatDateTime(saved.data.createdAt) })}
            </Text>
            <Group>
              <Button size="xs" variant="default" onClick={() => setSigning(true)}>
                {t('engagement.signature.signAgain')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
