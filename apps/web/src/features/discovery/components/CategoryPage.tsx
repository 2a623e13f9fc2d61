import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type DiscoveryFamily } from '@stillpoint/contracts';
import { errorMessage } from '../../../lib/forms';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePageTitle } from '../../../lib/ui/use-page-title';
import { useCategoryItems } from '../api/discovery-api';
import { CardRow, ClassCardItem, MeditationCardItem } from './Cards';
import type { DiscoveryPaths } from './format';
import { BackLink } from '../../../lib/ui/BackLink';

/** A category: its sub-categories and the classes or meditations in it. */
export function CategoryPage({
  family,
  paths,
  categoryId,
}: {
  family: DiscoveryFamily;
  paths: DiscoveryPaths;
  categoryId: number;
}) {
  const { t } = useTranslation();
  const items = useCategoryItems(family, categoryId);
  usePageTitle(items.data?.category.title ?? t('discovery.categories'));
  if (items.isPending) return <PageLoader />;
  if (items.isError)
    return (
      <Stack>
        <Title order={1}>{t('discovery.categories')}</Title>
        <Alert color="red" role="alert">
          {errorMessage(items.error, MESSAGES.somethingWentWrong)}
        </Alert>
      </Stack>
    );
  const { category, subCategories, classes, meditations } = items.data;
  return (
    <Stack gap="xl">
      <BackLink to={paths.home}>{t('discovery.backToDiscovery')}</BackLink>
      <Stack gap="xs">
        <Title order={1}>{category.title}</Title>
        {category.description && <Text>{category.description}</Text>}
      </Stack>
      {subCategories.length > 0 && (
        <nav aria-label={t('discovery.subCategories')}>
          <Group gap="xs">
            {subCategories.map((sub) => (
              <Button key={sub.id} component={Link} to={paths.category(sub.id)} variant="light" radius="xl" size="sm">
                {sub.title}
              </Button>
            ))}
          </Group>
        </nav>
      )}
      {category.type === 'class' ? (
        <CardRow id="category-classes" title={t('discovery.classes')} empty={t('discovery.empty')}>
          {classes.map((card) => (
            <ClassCardItem key={card.id} card={card} paths={paths} />
          ))}
        </CardRow>
      ) : (
        <CardRow id="category-meditations" title={t('discovery.meditations')} empty={t('discovery.empty')}>
          {meditations.map((card) => (
            <MeditationCardItem key={card.id} card={card} paths={paths} />
          ))}
        </CardRow>
      )}
    </Stack>
  );
}
