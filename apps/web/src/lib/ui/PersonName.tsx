import { Badge, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonView } from '@stillpoint/contracts';

/**
 * A person next to what they wrote or did, exactly as the API's person-view presenter returned them (the
 * real name, or the name they chose for peers: the web never builds a name itself), marked "(you)" for
 * the reader and with a "Team" badge for a clinic's team or an administrator. Reviews, the reviews banner,
 * stories, class authors and later groups, challenges and events use it.
 */
export function PersonName({ person, ...text }: { person: PersonView } & TextProps) {
  const { t } = useTranslation();
  return (
    <Text span {...text}>
      {person.name}
      {person.self && (
        <Text span inherit c="dimmed" fw={400}>
          {' '}
          {t('people.you')}
        </Text>
      )}
      {person.team && (
        <Badge component="span" size="xs" variant="light" tt="none" ml={6} style={{ verticalAlign: 'middle' }}>
          {t('people.team')}
        </Badge>
      )}
    </Text>
  );
}
