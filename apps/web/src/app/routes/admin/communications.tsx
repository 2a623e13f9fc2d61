import type { ReactNode } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DeliveryLogs,
  NotificationForm,
  SendPanel,
  SendsList,
  SmsConfigForm,
  TemplatesPanel,
} from '../../../features/communications';
import { usePageTitle } from '../../../lib/ui/use-page-title';

/** A page of tabs whose open tab lives in the address (?tab=), so a view can be shared and reloaded. */
function TabbedPage({
  title,
  intro,
  tabs,
}: {
  title: string;
  intro: string;
  tabs: { value: string; label: string; panel: ReactNode }[];
}) {
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const tab = tabs.some((item) => item.value === params.get('tab')) ? params.get('tab')! : tabs[0]!.value;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams(value === tabs[0]!.value ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pt="lg">
            {item.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** /administration/email: templates, send and bulk send, the e-mails sent, delivery logs. */
export function AdminEmailPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('comms.email.title')}
      intro={t('comms.email.intro')}
      tabs={[
        { value: 'templates', label: t('comms.tabs.templates'), panel: <TemplatesPanel channel="email" /> },
        { value: 'send', label: t('comms.tabs.send'), panel: <SendPanel channel="email" /> },
        { value: 'sent', label: t('comms.tabs.sent'), panel: <SendsList kind="emails" /> },
        { value: 'logs', label: t('comms.tabs.logs'), panel: <DeliveryLogs channel="email" /> },
      ]}
    />
  );
}

/** /administration/sms: templates, send, logs and the provider's settings. */
export function AdminSmsPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('comms.sms.title')}
      intro={t('comms.sms.intro')}
      tabs={[
        { value: 'templates', label: t('comms.tabs.templates'), panel: <TemplatesPanel channel="sms" /> },
        { value: 'send', label: t('comms.tabs.send'), panel: <SendPanel channel="sms" /> },
        { value: 'logs', label: t('comms.tabs.logs'), panel: <DeliveryLogs channel="sms" /> },
        { value: 'settings', label: t('comms.tabs.settings'), panel: <SmsConfigForm /> },
      ]}
    />
  );
}

/** /administration/push-notifications: push notifications (CRUD), send one (or one opening a class or meditation), logs. */
export function AdminPushPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('comms.push.title')}
      intro={t('comms.push.intro')}
      tabs={[
        { value: 'notifications', label: t('comms.tabs.notifications'), panel: <TemplatesPanel channel="push" /> },
        { value: 'send', label: t('comms.tabs.send'), panel: <NotificationForm mode="now" /> },
        { value: 'logs', label: t('comms.tabs.logs'), panel: <DeliveryLogs channel="push" /> },
      ]}
    />
  );
}

/** /administration/scheduled-notifications: schedule one, and the list (cancel before it goes). */
export function AdminScheduledPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('comms.scheduled.title')}
      intro={t('comms.scheduled.intro')}
      tabs={[
        { value: 'list', label: t('comms.tabs.scheduled'), panel: <SendsList kind="scheduled" /> },
        { value: 'new', label: t('comms.tabs.schedule'), panel: <NotificationForm mode="scheduled" /> },
      ]}
    />
  );
}
