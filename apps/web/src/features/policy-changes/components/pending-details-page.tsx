// /products/insurance/{pendingPolicyId}/pending-details (spec 000 §2 "Pending policy updates"): the change waiting
// for its due date, the policy now and after it side by side, and CANCEL PENDING UPDATES (CancelPendingUpdatesModal).
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { formatPremium } from '../../../shared/lib/format-premium';
import { openModal } from '../../../shared/stores/modal';
import { usePendingDetails } from '../api/pending-details';
import { ComparisonTable } from './comparison-table';
import styles from './pending-details.module.css';

const wholeDollars = (amount: number) =>
  (amount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function PendingDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pendingPolicyId = '' } = useParams();
  const { data: policy, isPending, isError, refetch } = usePendingDetails(pendingPolicyId);
  usePageTitle(t('pendingDetails.title'));
  if (isPending) return <Loading fill />;
  if (isError)
    return (
      <MessageScreen
        title={t('pendingDetails.failed')}
        actions={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  const update = policy.pendingUpdate;
  if (!update)
    return (
      <MessageScreen
        title={t('pendingDetails.noneTitle')}
        actions={<ButtonLink to="/products/insurance">{t('pendingDetails.back')}</ButtonLink>}
      >
        <p>{t('pendingDetails.noneBody')}</p>
      </MessageScreen>
    );
  const date = formatLongDate(update.effectiveOn);
  // A cover change starts at the next payment; an extended term at the term's anniversary, which may be later.
  const onNextPayment = policy.accountsProduct?.nextPayment?.date === update.effectiveOn;
  const upTo = policy.product.slug === ACCIDENTAL_DEATH_SLUG ? 'Up to ' : '';
  const rows = [
    {
      label: t('pendingDetails.coverage'),
      now: `${upTo}${wholeDollars(update.current.amount)}`,
      next: `${upTo}${wholeDollars(update.requested.amount)}`,
    },
    {
      label: t('pendingDetails.monthly'),
      now: formatPremium(update.current.monthlyPremium),
      next: formatPremium(update.requested.monthlyPremium),
    },
    {
      label: t('pendingDetails.annual'),
      now: formatPremium(update.current.annualPremium),
      next: formatPremium(update.requested.annualPremium),
    },
    {
      label: t('pendingDetails.rateVersion'),
      now: update.current.rateVersion,
      next: update.requested.rateVersion,
    },
  ];
  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{t('pendingDetails.pretitle')}</p>
      <h1 className={styles.title}>{t('pendingDetails.title')}</h1>
      <p className={styles.lead}>
        {t(onNextPayment ? 'pendingDetails.lead' : 'pendingDetails.leadOn', { date })}
      </p>
      <ComparisonTable
        caption={t('pendingDetails.tableCaption')}
        nextHeading={t('pendingDetails.from', { date })}
        rows={rows}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            openModal('CancelPendingUpdatesModal', {
              policyId: policy.id,
              onCancelled: () => void navigate('/products/insurance'),
            })
          }
        >
          {t('pendingDetails.cancel')}
        </Button>
        <ButtonLink to="/products/insurance" variant="quiet">
          {t('pendingDetails.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
