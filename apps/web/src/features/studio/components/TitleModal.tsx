import { useState } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../lib/ui/RichTextField';
import { StudioModal } from './StudioModal';

/** A small form for items made of a title and a description (lessons, tasks). */
function TitleForm({
  opened: _opened,
  title,
  initial,
  onClose,
  onSubmit,
  loading,
  richDescription = false,
}: {
  opened: boolean;
  title: string;
  initial: { title: string; description: string };
  onClose: () => void;
  onSubmit: (values: { title: string; description: string }) => void;
  loading: boolean;
  /** The description is rich text (HTML, as lessons have); else plain text (tasks). */
  richDescription?: boolean;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!values.title.trim()) return setError(t('studio.fields.titleRequired'));
        onSubmit({ title: values.title.trim(), description: values.description.trim() });
      }}
    >
      <Stack>
        <TextInput
          label={t('studio.fields.title')}
          required
          data-autofocus
          maxLength={200}
          value={values.title}
          error={error}
          onChange={(e) => setValues((v) => ({ ...v, title: e.currentTarget.value }))}
        />
        {richDescription ? (
          <RichTextField
            label={t('studio.fields.description')}
            minHeight={100}
            value={values.description}
            onChange={(html) => setValues((v) => ({ ...v, description: html }))}
          />
        ) : (
          <Textarea
            label={t('studio.fields.description')}
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => setValues((v) => ({ ...v, description: e.currentTarget.value }))}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('studio.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('studio.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A small form for items made of a title and a description (lessons, tasks). */
export function TitleModal(props: Parameters<typeof TitleForm>[0]) {
  return (
    <StudioModal opened={props.opened} onClose={props.onClose} title={props.title}>
      {props.opened && <TitleForm {...props} />}
    </StudioModal>
  );
}
