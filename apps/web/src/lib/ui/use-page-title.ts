import { useDocumentTitle } from '@mantine/hooks';

/** The browser tab shows the page, then the product. */
export function usePageTitle(title: string | null | undefined): void {
  useDocumentTitle(title ? `${title} · Stillpoint` : 'Stillpoint');
}
