import { Anchor, Button, Group, Paper, Select, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconExternalLink, IconMessage, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrisisLine, CrisisResources } from '@stillpoint/contracts';
import classes from './safety.module.css';

/** A number as a dialable address: digits and a leading + only ("0800 111 0 111" -> "08001110111"). */
export function dialable(number: string): string {
  const trimmed = number.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

const lower = (order: TitleOrder): TitleOrder => Math.min(order + 1, 6) as TitleOrder;

/** One crisis line: its name, when and what, and one tap to call, text or open its site. */
function LineCard({ line, headingOrder }: { line: CrisisLine; headingOrder: TitleOrder }) {
  const { t } = useTranslation();
  return (
    <li className={classes.lineItem}>
      <Paper withBorder radius="lg" p="md" className={classes.line}>
        <Stack gap={6}>
          <Title order={headingOrder} size="h5">
            {line.name}
          </Title>
          {line.notes && (
            <Text size="sm" c="dimmed">
              {line.notes}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {line.phone && (
              <Button component="a" href={`tel:${dialable(line.phone)}`} leftSection={<IconPhone size={18} aria-hidden />} radius="xl">
                {t('safety.resources.call', { number: line.phone })}
              </Button>
            )}
            {line.sms && (
              <Button
                component="a"
                href={`sms:${dialable(line.sms)}`}
                variant="light"
                leftSection={<IconMessage size={18} aria-hidden />}
                radius="xl"
              >
                {t('safety.resources.text', { number: line.sms })}
              </Button>
            )}
            {line.url && (
              <Button
                component="a"
                href={line.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                radius="xl"
                aria-label={t('safety.resources.websiteOf', { name: line.name })}
              >
                {t('safety.resources.website')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </li>
  );
}

function Lines({ lines, label, headingOrder }: { lines: CrisisLine[]; label: string; headingOrder: TitleOrder }) {
  return (
    <ul className={classes.lines} aria-label={label}>
      {lines.map((line) => (
        <LineCard key={line.id} line={line} headingOrder={headingOrder} />
      ))}
    </ul>
  );
}

export interface CrisisResourcesViewProps {
  resources: CrisisResources;
  /** The level of this view's headings (2 under a page's h1). */
  headingOrder?: TitleOrder;
  /** Shows the country picker; a choice is handed back (and remembered by the caller). */
  onCountry?: (code: string | null) => void;
  idPrefix?: string;
}

/**
 * Crisis resources as a person in distress needs them: the emergency number first and big, one tap to
 * call; then the clinic's own lines (for its people), then the country's crisis lines with tap-to-call,
 * tap-to-text and their sites; the country, which the person may change.
 */
export function CrisisResourcesView({ resources, headingOrder = 2, onCountry, idPrefix = 'crisis' }: CrisisResourcesViewProps) {
  const { t } = useTranslation();
  const { country } = resources;
  const lineHeading = lower(headingOrder);
  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.emergency} component="section" aria-labelledby={`${idPrefix}-emergency`}>
        <Stack gap="sm">
          <Title order={headingOrder} size="h3" id={`${idPrefix}-emergency`}>
            {t('safety.resources.emergencyTitle')}
          </Title>
          <Text>{t('safety.resources.emergencyIntro')}</Text>
          {country.emergencyNumber ? (
            <Button
              component="a"
              href={`tel:${dialable(country.emergencyNumber)}`}
              color="red"
              size="xl"
              radius="xl"
              leftSection={<IconPhoneCall size={26} aria-hidden />}
              className={classes.emergencyButton}
            >
              {t('safety.resources.callEmergency', { number: country.emergencyNumber })}
            </Button>
          ) : (
            <Text fz="xl" fw={700}>
              {t('safety.resources.localEmergency')}
            </Text>
          )}
          {country.notes && <Text size="sm">{country.notes}</Text>}
        </Stack>
      </Paper>

      {resources.clinic && (
        <Stack gap="sm" component="section" aria-labelledby={`${idPrefix}-clinic`}>
          <Title order={headingOrder} size="h4" id={`${idPrefix}-clinic`}>
            {t('safety.resources.clinicTitle', { clinic: resources.clinic.name })}
          </Title>
          <Lines lines={resources.clinic.lines} label={t('safety.resources.clinicTitle', { clinic: resources.clinic.name })} headingOrder={lineHeading} />
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby={`${idPrefix}-lines`}>
        <Title order={headingOrder} size="h4" id={`${idPrefix}-lines`}>
          {t('safety.resources.linesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {country.code === 'INTL' ? t('safety.resources.linesIntl') : t('safety.resources.linesIn', { country: country.name })}
        </Text>
        {resources.lines.length ? (
          <Lines lines={resources.lines} label={t('safety.resources.linesTitle')} headingOrder={lineHeading} />
        ) : (
          <Text>
            {t('safety.resources.noLines')}{' '}
            <Anchor href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
              findahelpline.com
            </Anchor>
          </Text>
        )}
      </Stack>

      {onCountry && (
        <Select
          label={t('safety.resources.country')}
          description={t('safety.resources.countryHelp')}
          data={resources.countries.map((entry) => ({ value: entry.code, label: entry.name }))}
          value={country.code}
          onChange={(value) => onCountry(value)}
          searchable
          allowDeselect={false}
          maw={360}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </Stack>
  );
}
