import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Pagination, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, SEARCH_MAX, type DiscoveryFamily } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { useAllMeditations, useCategoriesByType } from '../api/discovery-api';
import { MeditationCardItem } from './Cards';
import type { DiscoveryPaths } from './format';
import classes from './discovery.module.css';
import { BackLink } from '../../../lib/ui/BackLink';

const PER_PAGE = 12;
const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * Every meditation the person may see: search by title, narrow to a category, page through. The search,
 * category and page live in the address (?q=&category=&page=), so going back returns to the same list.
 */
export function MeditationsPage({ family, paths }: { family: DiscoveryFamily; paths: DiscoveryPaths }) {
  const { t } = useTranslation();
  usePageTitle(t('discovery.allMeditations'));
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categoryId = positive(params.get('category'));
  const page = positive(params.get('page')) ?? 1;
  const [draft, setDraft] = useState(search);
  const categories = useCategoriesByType(family, 'meditation');
  const query = useAllMeditations(family, {
    pageNo: page,
    perPage: PER_PAGE,
    ...(search ? { search } : {}),
    ...(categoryId ? { category_id: categoryId } : {}),
  });

  const update = (next: { q?: string; category?: number | undefined; page?: number }) => {
    const merged = { q: search, category: categoryId, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.category) out.set('category', String(merged.category));
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };

  return (
    <Stack gap="xl">
      <BackLink to={paths.home}>{t('discovery.backToDiscovery')}</BackLink>
      <Stack gap={4}>
        <Title order={1}>{t('discovery.allMeditations')}</Title>
        <Text c="dimmed">{t('discovery.allMeditationsIntro')}</Text>
      </Stack>

      <Group align="flex-end" gap="md" wrap="wrap">
        <form
          role="search"
          aria-label={t('discovery.searchMeditations')}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: draft.trim() });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              type="search"
              label={t('discovery.searchLabel')}
              value={draft}
              maxLength={SEARCH_MAX}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit" variant="default">
              {t('discovery.search')}
            </Button>
          </Group>
        </form>
        <Select
          label={t('discovery.categoryFilter')}
          placeholder={t('discovery.allCategories')}
          data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.title }))}
          value={categoryId ? String(categoryId) : null}
          onChange={(value) => update({ category: positive(value) })}
          clearable
          w={240}
        />
      </Group>

      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error, MESSAGES.somethingWentWrong)}
        </Alert>
      ) : query.data.meditations.length === 0 ? (
        <Text c="dimmed">{search ? t('discovery.noMeditationFor', { search }) : t('discovery.empty')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, md: 3, lg: 4 }}
          spacing={{ base: 'sm', sm: 'md' }}
          component="ul"
          className={classes.grid}
          aria-label={t('discovery.meditations')}
          aria-busy={query.isPlaceholderData}
        >
          {query.data.meditations.map((card) => (
            <MeditationCardItem key={card.id} card={card} paths={paths} />
          ))}
        </SimpleGrid>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          total={query.data.totalPages}
          value={Math.min(page, query.data.totalPages)}
          onChange={(value) => update({ page: value })}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}
