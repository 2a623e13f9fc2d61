import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@stillpoint/contracts';
import { errorMessage } from '../forms';
import { PageLoader } from './PageLoader';

/** The slice of a TanStack query result the state reads. */
export interface LoadingQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T | undefined;
  refetch?: () => unknown;
}

/** A loader while a query runs, its error (with "Try again" when it can refetch), then `children(data)`. */
export function QueryState<T>({ query, children }: { query: LoadingQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError || query.data === undefined) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text role="alert">{errorMessage(query.error, MESSAGES.somethingWentWrong)}</Text>
        {query.refetch && (
          <Button variant="light" onClick={() => void query.refetch?.()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}

/** A page section (h2 named by `id`) whose content waits for a query. */
export function QuerySection<T>({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: LoadingQuery<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      <QueryState query={query}>{children}</QueryState>
    </section>
  );
}
