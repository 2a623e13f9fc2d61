import { lazy, Suspense } from 'react';
import { Input, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor';

/** The editor and its styles are a chunk of their own, downloaded when a form first shows one. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * A rich text field for forms (class, lesson and meditation descriptions, text contents): the value is the
 * HTML the server sanitises and stores. While the editor loads, its label and a placeholder hold its place.
 */
export function RichTextField(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const minHeight = props.minHeight ?? 160;
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description} required={props.required} labelElement="div">
          <Skeleton
            mt={4}
            height={minHeight + 46}
            radius="md"
            aria-busy="true"
            aria-label={t('richText.loading')}
            role="status"
          />
        </Input.Wrapper>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
