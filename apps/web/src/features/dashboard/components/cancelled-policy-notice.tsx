// On the insurance home, above the way to new cover: what became of the policy customer service cancelled at the
// person's request. Returned in its free look it is void and every premium goes back (each refund says where it
// stands); after the free look its cover ran to the end of the period paid for. The notice is in the documents.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { cents, formatDollars } from '@wysh/domain/money';
import { Button, ButtonLink, ExternalLink } from '../../../shared/components/button';
import { openModal } from '../../../shared/stores/modal';
import type { CancelledPolicy } from '../api/get-cancelled-policy';
import styles from './insurance-home.module.css';

function RefundLine({ refund }: { refund: CancelledPolicy['refunds'][number] }) {
  const { t } = useTranslation();
  const words = { amount: formatDollars(cents(refund.amount)), method: refund.method };
  if (refund.status === 'failed')
    return (
      <>
        <p>{t('insuranceHome.cancelled.refundFailed', words)}</p>
        <div>
          <Button variant="secondary" onClick={() => openModal('CustomerSupportModal')}>
            {t('insuranceHome.cancelled.contact')}
          </Button>
        </div>
      </>
    );
  return (
    <p>
      {t(
        refund.status === 'succeeded'
          ? 'insuranceHome.cancelled.refunded'
          : 'insuranceHome.cancelled.refundPending',
        words,
      )}
    </p>
  );
}

export function CancelledPolicyNotice({ policy }: { policy: CancelledPolicy }) {
  const { t } = useTranslation();
  const { cancellation } = policy;
  if (!cancellation) return null;
  const notice = policy.documents?.find((document) => document.slug === 'cancellation-notice');
  return (
    <section className={styles.cancelled} aria-labelledby="cancelled-policy-title">
      <h2 id="cancelled-policy-title">
        {t('insuranceHome.cancelled.title', { number: policy.label ?? '' })}
      </h2>
      <p>
        {cancellation.kind === 'free_look'
          ? t('insuranceHome.cancelled.freeLook', { date: formatLongDate(cancellation.requestedOn) })
          : t('insuranceHome.cancelled.ended', { date: formatLongDate(cancellation.coverEndsOn ?? '') })}
      </p>
      {policy.refunds.map((refund, index) => (
        <RefundLine key={index} refund={refund} />
      ))}
      <div className={styles.noticeLinks}>
        {notice ? (
          <ExternalLink href={notice.pdf.url} look={{ variant: 'secondary' }}>
            {t('insuranceHome.cancelled.notice')}
          </ExternalLink>
        ) : null}
        <ButtonLink to="/account/documents" variant="quiet">
          {t('insuranceHome.cancelled.documents')}
        </ButtonLink>
      </div>
    </section>
  );
}
