import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PdfViewer.module.css';

/**
 * Renders a PDF in the page (pdf.js drawing each page on a canvas). The file is fetched from `url`: the
 * media route (which serves it as an attachment under a sandboxing CSP, so the browser would not show it
 * itself), or given as `file` when it was already fetched with the session (an invoice's PDF): the page's
 * CSP lets nothing fetch a blob: URL, so the viewer reads the file itself and `url` (its blob: URL) only
 * serves the download link.
 */
export function PdfViewer({ url, file, title, name }: { url: string; file?: Blob; title: string; name: string | null }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; pages: number }>({ status: 'loading', pages: 0 });

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    async function render() {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      let bytes: ArrayBuffer;
      if (file) bytes = await file.arrayBuffer();
      else {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`status ${response.status}`);
        bytes = await response.arrayBuffer();
      }
      const data = new Uint8Array(bytes);
      const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
      if (cancelled || !target) return;
      target.replaceChildren();
      const width = Math.min(target.clientWidth || 800, 1000);
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.className = classes.page ?? '';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('pdfViewer.page', { page: number, pages: pdf.numPages }));
        target.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState({ status: 'ready', pages: pdf.numPages });
    }
    render().catch(() => {
      if (!cancelled) setState({ status: 'error', pages: 0 });
    });
    return () => {
      cancelled = true;
    };
  }, [url, file, t]);

  return (
    <Stack gap="sm">
      {state.status === 'loading' && (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('pdfViewer.loading')}</Text>
        </Stack>
      )}
      {state.status === 'error' && <Alert color="red">{t('pdfViewer.error')}</Alert>}
      <div
        ref={container}
        role="region"
        aria-label={t('pdfViewer.label', { title })}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
        tabIndex={0}
      />
      <Anchor href={url} download={name ?? undefined} size="sm">
        {t('pdfViewer.download', { name: name ?? title })}
      </Anchor>
    </Stack>
  );
}
