import { Anchor, Stack, Text, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { QueryState } from '../../../lib/ui/QueryState';
import { chooseCrisisCountry, useCrisisResources } from '../api/crisis-resources';
import { CrisisResourcesView } from './CrisisResourcesView';

/** The crisis page's content: the viewer's resources, with the country picker (remembered by the browser). */
export function CrisisResources({ headingOrder = 2 }: { headingOrder?: TitleOrder }) {
  const query = useCrisisResources();
  return (
    <QueryState query={query}>
      {(resources) => <CrisisResourcesView resources={resources} headingOrder={headingOrder} onCountry={chooseCrisisCountry} />}
    </QueryState>
  );
}

/**
 * The crisis resources inside an answer of the assistant (the person's own: their clinic's lines first),
 * with a link to the full page where the country can be changed.
 */
export function CrisisResourcesPanel({ headingOrder = 4 }: { headingOrder?: TitleOrder }) {
  const { t } = useTranslation();
  const query = useCrisisResources();
  return (
    <Stack gap="sm" mt="sm" data-testid="crisis-resources">
      <QueryState query={query}>
        {(resources) => <CrisisResourcesView resources={resources} headingOrder={headingOrder} idPrefix="chat-crisis" />}
      </QueryState>
      <Text size="sm">
        <Anchor component={Link} to={ROUTES.help}>
          {t('safety.resources.morePage')}
        </Anchor>
      </Text>
    </Stack>
  );
}
