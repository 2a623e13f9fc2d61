import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES, type AllTabs, type BillingPackage, type Subscription } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { useEndpointMutation, useEndpointQuery, type EndpointResult } from '../../../lib/api-hooks';
import { errorMessage } from '../../../lib/forms';
import { notify, toastOutcome } from '../../../lib/notify';
import { ConfirmModal } from '../../../lib/ui/ConfirmModal';
import { QuerySection } from '../../../lib/ui/QueryState';
import { TableFrame } from '../../../lib/ui/TableFrame';
import { ACCOUNT, ACCOUNT_LISTS } from '../api';
import { useDay, useMoney } from '../format';

type UpgradeResult = EndpointResult<typeof ACCOUNT.accountUpgradePlan>['data'];

/**
 * The account's subscription (personal and business users, clinic accounts): the current plan, the plans to
 * compare and choose, cancelling at the end of the period, and the way to the invoices.
 */
export function SubscriptionPanel({
  invoicesPath,
  onPlanChanged,
}: {
  invoicesPath: string;
  /** A plan chosen or cancelled: the package decides the account's features, so the page reads them again. */
  onPlanChanged?: () => void;
}) {
  const { t } = useTranslation();
  const current = useEndpointQuery(ACCOUNT.accountCurrentSubscription);
  const plan = useEndpointQuery(ACCOUNT.accountPackagePlan);
  const [result, setResult] = useState<UpgradeResult | null>(null);
  return (
    <Stack gap="xl">
      <QuerySection id="subscription-current" title={t('billing.subscription.currentTitle')} query={current}>
        {({ data }) => <CurrentPlan subscription={data} invoicesPath={invoicesPath} onPlanChanged={onPlanChanged} />}
      </QuerySection>
      {result && <UpgradeOutcome result={result} invoicesPath={invoicesPath} onClose={() => setResult(null)} />}
      <QuerySection id="subscription-plans" title={t('billing.subscription.plansTitle')} query={plan}>
        {({ data }) =>
          data.data.length === 0 ? (
            <Text c="dimmed">{t('billing.subscription.noPlans')}</Text>
          ) : (
            <Stack gap="lg">
              <PlanCards
                packages={data.data}
                currentId={data.current_package_id}
                onChosen={(chosen) => {
                  setResult(chosen);
                  onPlanChanged?.();
                }}
              />
              <FeatureCompare packages={data.data} allTabs={data.all_tabs} />
            </Stack>
          )
        }
      </QuerySection>
    </Stack>
  );
}

const STATUS_COLORS = { trialing: 'grape', active: 'teal', cancelled_at_period_end: 'orange', ended: 'gray' } as const;

function CurrentPlan({ subscription, invoicesPath, onPlanChanged }: { subscription: Subscription | null; invoicesPath: string; onPlanChanged: (() => void) | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  const [confirming, setConfirming] = useState(false);
  const cancel = useEndpointMutation(ACCOUNT.accountCancelSubscription, { invalidates: ACCOUNT_LISTS });
  const [portalPending, setPortalPending] = useState(false);
  if (!subscription)
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs" align="flex-start">
          <Text>{t('billing.subscription.none')}</Text>
          <Anchor component={Link} to={invoicesPath}>
            {t('billing.subscription.invoicesLink')}
          </Anchor>
        </Stack>
      </Paper>
    );

  async function openPortal() {
    setPortalPending(true);
    try {
      const { data } = await apiCall(ACCOUNT.accountBillingPortal);
      window.location.assign(data.url);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.somethingWentWrong));
      setPortalPending(false);
    }
  }

  const cancellable = !subscription.cancel_at_period_end && subscription.status !== 'ended';
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {subscription.package.title}
            </Text>
            <Text size="sm">
              {t(`billing.period.${subscription.package.billing_period}`, { price: money(subscription.price, subscription.currency) })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[subscription.status]} variant="light" autoContrast>
            {t(`billing.subscriptionStatus.${subscription.status}`)}
          </Badge>
        </Group>
        <List size="sm" spacing={4}>
          {subscription.trial_end && subscription.status === 'trialing' && <List.Item>{t('billing.subscription.trialEnds', { date: day(subscription.trial_end) })}</List.Item>}
          {subscription.current_period_end &&
            (subscription.cancel_at_period_end || subscription.status === 'ended' ? (
              <List.Item>
                <Text span fw={600} size="sm">
                  {t('billing.subscription.endsOn', { date: day(subscription.current_period_end) })}
                </Text>
              </List.Item>
            ) : (
              <List.Item>{t('billing.subscription.renewsOn', { date: day(subscription.current_period_end) })}</List.Item>
            ))}
          {!subscription.current_period_end && <List.Item>{t('billing.subscription.noRenewal')}</List.Item>}
          <List.Item>{t('billing.subscription.since', { date: day(subscription.current_period_start) })}</List.Item>
        </List>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={invoicesPath} variant="light">
            {t('billing.subscription.invoicesLink')}
          </Button>
          {subscription.provider === 'stripe' && (
            <Button variant="default" loading={portalPending} onClick={() => void openPortal()}>
              {t('billing.manageCards')}
            </Button>
          )}
          {cancellable && (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('billing.subscription.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('billing.subscription.cancelTitle')}
        text={
          subscription.current_period_end
            ? t('billing.subscription.cancelText', { date: day(subscription.current_period_end) })
            : t('billing.subscription.cancelTextNoEnd')
        }
        confirmLabel={t('billing.subscription.cancelConfirm')}
        cancelLabel={t('billing.subscription.keep')}
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(
            undefined as never,
            toastOutcome('', MESSAGES.somethingIsWrong, () => {
              setConfirming(false);
              onPlanChanged?.();
            }),
          )
        }
      />
    </Paper>
  );
}

/** The packages side by side: price, period, trial, and "Choose" (the current one says so). */
function PlanCards({ packages, currentId, onChosen }: { packages: readonly BillingPackage[]; currentId: number | null; onChosen: (result: UpgradeResult) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const choose = useEndpointMutation(ACCOUNT.accountUpgradePlan, { invalidates: ACCOUNT_LISTS });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(3, packages.length) }} spacing="md">
      {packages.map((item) => {
        const current = item.id === currentId;
        return (
          <Paper key={item.id} component="article" withBorder radius="lg" p="lg" aria-labelledby={`plan-${item.id}`}>
            <Stack gap="xs" h="100%">
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h4" id={`plan-${item.id}`}>
                  {item.title}
                </Title>
                {current && (
                  <Badge variant="light" color="teal" autoContrast>
                    {t('billing.subscription.currentBadge')}
                  </Badge>
                )}
              </Group>
              <Text fw={700} size="xl">
                {item.price === 0 ? t('billing.free') : t(`billing.period.${item.billing_period}`, { price: money(item.price, item.currency) })}
              </Text>
              {item.trial_days > 0 && <Text size="sm">{t('billing.trialDays', { count: item.trial_days })}</Text>}
              {item.description && (
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              )}
              <Button
                mt="auto"
                disabled={current}
                loading={choose.isPending && choose.variables?.package_id === item.id}
                aria-label={current ? undefined : t('billing.subscription.chooseNamed', { title: item.title })}
                onClick={() =>
                  choose.mutate(
                    { package_id: item.id },
                    {
                      onSuccess: (response) => {
                        // An online payment first: the provider's checkout page takes over.
                        if (response.data.checkout_url) {
                          window.location.assign(response.data.checkout_url);
                          return;
                        }
                        notify.success(response.message);
                        onChosen(response.data);
                      },
                      onError: (error) => notify.error(errorMessage(error, MESSAGES.somethingIsWrong)),
                    },
                  )
                }
              >
                {current ? t('billing.subscription.currentPlan') : t('billing.subscription.choose')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** What the change cost, as the server computed it: credit for the unused period, the charge, what is due now. */
function UpgradeOutcome({ result, invoicesPath, onClose }: { result: UpgradeResult; invoicesPath: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currency, credit, charge, amount_due } = result.proration;
  return (
    <Alert color="teal" variant="light" title={t('billing.subscription.outcomeTitle')} withCloseButton onClose={onClose} closeButtonLabel={t('billing.close')} role="status">
      <Stack gap={4}>
        <Text size="sm">{t('billing.subscription.credit', { amount: money(credit, currency) })}</Text>
        <Text size="sm">{t('billing.subscription.charge', { amount: money(charge, currency) })}</Text>
        <Text size="sm" fw={700}>
          {t('billing.subscription.amountDue', { amount: money(amount_due, currency) })}
        </Text>
        {result.invoice_id !== null && (
          <Anchor component={Link} to={invoicesPath} size="sm">
            {t('billing.subscription.seeInvoice')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** Which features each package includes, grouped per dashboard, with words for screen readers beside the marks. */
function FeatureCompare({ packages, allTabs }: { packages: readonly BillingPackage[]; allTabs: AllTabs }) {
  const { t } = useTranslation();
  // Only the dashboards some package has a feature of: the others would be rows of dashes.
  const groups = allTabs.filter((group) => packages.some((item) => item.features[group.tabs_key].length > 0));
  if (groups.length === 0) return null;
  return (
    // Not a section landmark: the table's scroller is already a region of the same name.
    <div>
      <Title order={3} size="h4" id="subscription-compare" mb="sm">
        {t('billing.subscription.compareTitle')}
      </Title>
      <TableFrame label={t('billing.subscription.compareTitle')} focusableScroller minWidth={160 + packages.length * 90} highlightOnHover={false} columns={[t('billing.subscription.feature'), ...packages.map((item) => item.title)]}>
        {groups.map((group) => [
          <Table.Tr key={group.tabs_key}>
            <Table.Th scope="colgroup" colSpan={packages.length + 1}>
              {group.title}
            </Table.Th>
          </Table.Tr>,
          ...group.tabs.map((tab) => (
            <Table.Tr key={`${group.tabs_key}-${tab.key}`}>
              <Table.Th scope="row" fw={400}>
                {tab.label}
              </Table.Th>
              {packages.map((item) => {
                const included = item.features[group.tabs_key].includes(tab.key);
                return (
                  <Table.Td key={item.id}>
                    {included ? <IconCheck size={18} aria-hidden color="var(--mantine-color-teal-filled)" /> : <IconMinus size={18} aria-hidden color="var(--mantine-color-dimmed)" />}
                    <VisuallyHidden>{t(included ? 'billing.included' : 'billing.notIncluded')}</VisuallyHidden>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          )),
        ])}
      </TableFrame>
    </div>
  );
}
