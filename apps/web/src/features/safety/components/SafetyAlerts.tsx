import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, MESSAGES, type SafetyAlert } from '@stillpoint/contracts';
import { notify } from '../../../lib/notify';
import { errorMessage } from '../../../lib/forms';
import { Pager } from '../../../lib/ui/Pager';
import { QueryState } from '../../../lib/ui/QueryState';
import { OPEN_ALERTS_PAGE, useAcknowledgeAlert, useOpenAlertCounts, useSafetyAlerts, type AlertFamily } from '../api/safety-alerts';
import classes from './safety.module.css';

/** Where a patient's page is, in the area showing the alert. */
export type PatientPath = (userid: number) => string;

/** "Acknowledge" with a confirmation: the person confirms they have seen it and the care team is on it. */
function AcknowledgeButton({ family, alert, onDone }: { family: AlertFamily; alert: SafetyAlert; onDone: (alert: SafetyAlert) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const acknowledge = useAcknowledgeAlert(family);
  const confirm = () =>
    acknowledge.mutate(
      { id: alert.id },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setOpened(false);
          onDone(response.data);
        },
        onError: (error) => {
          notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
          setOpened(false);
        },
      },
    );
  // One element: the dialog must not count as a third item of the row it sits in.
  return (
    <div>
      <Button size="sm" color="red" leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('safety.alerts.acknowledge')}
      </Button>
      <Modal
        withinPortal={false}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('safety.alerts.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('safety.alerts.close') }}
        // Outside a portal the dialog's layer sits where the button is: pin it to the screen's left edge.
        styles={{ inner: { left: 0 } }}
      >
        <Stack gap="md">
          <Text>{t('safety.alerts.confirmText', { name: alert.patient.fullName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('safety.alerts.cancel')}
            </Button>
            <Button color="red" loading={acknowledge.isPending} onClick={confirm}>
              {t('safety.alerts.acknowledge')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}

/** One alert: whose, when, where and what was said; acknowledged by whom and when, or the button to do it. */
function AlertCard({
  family,
  alert,
  patientPath,
  showPatient = true,
  headingOrder,
  onAcknowledged,
}: {
  family: AlertFamily;
  alert: SafetyAlert;
  patientPath: PatientPath;
  showPatient?: boolean;
  headingOrder: TitleOrder;
  onAcknowledged?: (alert: SafetyAlert) => void;
}) {
  const { t } = useTranslation();
  const heading = showPatient ? alert.patient.fullName : t('safety.alerts.raisedAt', { time: formatDateTime(alert.createdAt) });
  return (
    <li>
      <Paper withBorder radius="md" p="md" className={classes.alertItem} data-testid="safety-alert" data-alert-id={alert.id}>
        <Stack gap={8}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Title order={headingOrder} size="h5">
                {showPatient ? (
                  <Anchor component={Link} to={patientPath(alert.patient.userid)} inherit>
                    {heading}
                  </Anchor>
                ) : (
                  heading
                )}
              </Title>
              <Text size="sm" c="dimmed">
                {showPatient ? `${formatDateTime(alert.createdAt)} · ` : ''}
                {t(`safety.alerts.source.${alert.source}`)}
              </Text>
            </Stack>
            <Group gap={4}>
              {alert.signals.map((signal) => (
                <Badge key={signal} color="red" variant="light" tt="none">
                  {t(`safety.alerts.signal.${signal}`)}
                </Badge>
              ))}
            </Group>
          </Group>
          <blockquote className={classes.excerpt} aria-label={t('safety.alerts.whatWasSaid')}>
            {alert.excerpt}
          </blockquote>
          {alert.acknowledgedAt ? (
            <Group gap={6}>
              <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-light-color)" />
              <Text size="sm" fw={500}>
                {alert.acknowledgedBy
                  ? t('safety.alerts.acknowledgedBy', { name: alert.acknowledgedBy.fullName, time: formatDateTime(alert.acknowledgedAt) })
                  : t('safety.alerts.acknowledgedAt', { time: formatDateTime(alert.acknowledgedAt) })}
              </Text>
            </Group>
          ) : (
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('safety.alerts.openHint')}</Text>
              <AcknowledgeButton family={family} alert={alert} onDone={(done) => onAcknowledged?.(done)} />
            </Group>
          )}
        </Stack>
      </Paper>
    </li>
  );
}

/**
 * The landing's panel (clinic and employee): every open safety alert, most urgent first, each with the
 * patient, when, what was said and "Acknowledge" (confirmed). One acknowledged here stays shown, with who
 * and when, until the page is left. Read again every minute.
 */
export function SafetyAlertsPanel({
  family,
  patientPath,
  historyPath,
  show = 'any',
}: {
  family: AlertFamily;
  patientPath: PatientPath;
  historyPath: string;
  /** Render only while alerts are shown ('alerts'), only the quiet "none open" line ('none'), or either. */
  show?: 'alerts' | 'none' | 'any';
}) {
  const { t } = useTranslation();
  const query = useSafetyAlerts(family, OPEN_ALERTS_PAGE, { poll: true });
  const [done, setDone] = useState<SafetyAlert[]>([]);
  const open = query.data?.data ?? [];
  const shown = [...open, ...done.filter((alert) => !open.some((item) => item.id === alert.id))].sort(
    (a, b) => Number(Boolean(a.acknowledgedAt)) - Number(Boolean(b.acknowledgedAt)) || b.createdAt.localeCompare(a.createdAt),
  );
  if (query.isPending || query.isError) return null;
  if (shown.length === 0) {
    if (show === 'alerts') return null;
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="safety-alerts-title">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <IconCircleCheck size={20} aria-hidden />
            <Title order={2} size="h5" id="safety-alerts-title">
              {t('safety.alerts.noneOpen')}
            </Title>
          </Group>
          <Anchor component={Link} to={historyPath} size="sm">
            {t('safety.alerts.history')}
          </Anchor>
        </Group>
      </Paper>
    );
  }
  if (show === 'none') return null;
  const openCount = shown.filter((alert) => !alert.acknowledgedAt).length;
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.alertPanel} component="section" aria-labelledby="safety-alerts-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={26} aria-hidden color="var(--mantine-color-red-light-color)" />
            <Stack gap={2}>
              <Title order={2} size="h3" id="safety-alerts-title">
                {t('safety.alerts.panelTitle', { count: openCount })}
              </Title>
              <Text size="sm">{t('safety.alerts.panelIntro')}</Text>
            </Stack>
          </Group>
          <Anchor component={Link} to={historyPath} size="sm">
            {t('safety.alerts.history')}
          </Anchor>
        </Group>
        <ul className={classes.alertList} aria-labelledby="safety-alerts-title">
          {shown.map((alert) => (
            <AlertCard
              key={alert.id}
              family={family}
              alert={alert}
              patientPath={patientPath}
              headingOrder={3}
              onAcknowledged={(acknowledged) => setDone((current) => [...current.filter((item) => item.id !== acknowledged.id), acknowledged])}
            />
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/**
 * The patient page's panel, above the patient's details: their open safety alerts, prominent, and the
 * latest acknowledged ones with who and when. Nothing when the patient never had one.
 */
export function PatientSafetyAlerts({ family, userid }: { family: AlertFamily; userid: number }) {
  const { t } = useTranslation();
  const query = useSafetyAlerts(family, { state: 'all', patient_id: userid, pageNo: 1, perPage: 5 }, { poll: true });
  const alerts = query.data?.data ?? [];
  if (alerts.length === 0) return null;
  const open = alerts.filter((alert) => !alert.acknowledgedAt).length;
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder={open === 0}
      className={open > 0 ? classes.alertPanel : undefined}
      component="section"
      aria-labelledby="patient-safety-title"
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {open > 0 ? (
            <IconAlertTriangle size={26} aria-hidden color="var(--mantine-color-red-light-color)" />
          ) : (
            <IconCircleCheck size={24} aria-hidden />
          )}
          <Stack gap={2}>
            <Title order={2} size="h3" id="patient-safety-title">
              {open > 0 ? t('safety.alerts.patientTitle', { count: open }) : t('safety.alerts.patientRecent')}
            </Title>
            {open > 0 && <Text size="sm">{t('safety.alerts.panelIntro')}</Text>}
          </Stack>
        </Group>
        <ul className={classes.alertList} aria-labelledby="patient-safety-title">
          {alerts.map((alert) => (
            <AlertCard key={alert.id} family={family} alert={alert} patientPath={() => '#'} showPatient={false} headingOrder={3} />
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}

/** The badge of a patient list's row: how many open safety alerts the patient has. */
export function SafetyAlertBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge color="red" variant="filled" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />} ml="xs">
      {t('safety.alerts.badge', { count })}
    </Badge>
  );
}

/** The patient lists' badges: a function from a patient to their badge (open alert counts read every minute). */
export function useSafetyAlertBadges(family: AlertFamily) {
  const counts = useOpenAlertCounts(family);
  return (userid: number) => <SafetyAlertBadge count={counts.get(userid) ?? 0} />;
}

/** Every safety alert of the family's patients: open ones, or the whole history; paged. */
export function SafetyAlertsHistory({
  family,
  patientPath,
  headingOrder = 2,
}: {
  family: AlertFamily;
  patientPath: PatientPath;
  headingOrder?: TitleOrder;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'open' | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useSafetyAlerts(family, { state, pageNo: page, perPage: 10 });
  return (
    <Stack gap="md">
      <SegmentedControl
        value={state}
        onChange={(value) => {
          setState(value as 'open' | 'all');
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('safety.alerts.filterAll') },
          { value: 'open', label: t('safety.alerts.filterOpen') },
        ]}
        aria-label={t('safety.alerts.filterLabel')}
        maw={320}
      />
      <QueryState query={query}>
        {(response) =>
          response.data.length === 0 ? (
            <Text c="dimmed">{state === 'open' ? t('safety.alerts.emptyOpen') : t('safety.alerts.empty')}</Text>
          ) : (
            <ul className={classes.alertList} aria-label={t('safety.alerts.listLabel')}>
              {response.data.map((alert) => (
                <AlertCard key={alert.id} family={family} alert={alert} patientPath={patientPath} headingOrder={headingOrder} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <Pager total={query.data?.total_pages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
