// confirm-update for an approved increase (PENDING YOUR APPROVAL): the policy now and with the added cover side by
// side (cover, monthly premium), what the added cover costs and the class it is priced at, the day it starts (the
// next payment) and the last day to accept. Accepting makes it a pending change of the policy (its pending details
// follow); cancelling the request leaves the policy as it is (the policyholder home follows).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatLongDate } from '@wysh/domain/dates';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { errorText } from '../../../shared/lib/error-text';
import { formatPremium } from '../../../shared/lib/format-premium';
import { failureOf } from '../../../shared/lib/user-error';
import { useAcceptCoverIncrease, useWithdrawCoverIncrease, type CoverIncrease } from '../api/cover-increase';
import styles from './pending-details.module.css';
import own from './confirm-update.module.css';

const money = (amount: number | null | undefined) => (amount == null ? '—' : formatPremium(amount));

interface Props {
  policyId: string;
  productSlug: string;
  increase: CoverIncrease;
}

export function IncreaseOffer({ policyId, productSlug, increase }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptCoverIncrease();
  const withdraw = useWithdrawCoverIncrease();
  const busy = accept.isPending || withdraw.isPending;
  const upTo = productSlug === ACCIDENTAL_DEATH_SLUG ? 'Up to ' : '';
  const approved = increase.approvedAmount ?? increase.requestedAmount;
  const cover = (amount: number) => `${upTo}${formatWholeDollars(amount)}`;
  const lastDay = increase.offerExpiresOn ? formatLongDate(increase.offerExpiresOn) : null;

  const onAccept = async () => {
    if (busy) return;
    withdraw.reset();
    try {
      await accept.mutateAsync(policyId);
    } catch {
      return;
    }
    void navigate(`/products/insurance/${policyId}/pending-details`);
  };
  const onWithdraw = async () => {
    if (busy) return;
    accept.reset();
    try {
      await withdraw.mutateAsync(policyId);
    } catch {
      return;
    }
    void navigate('/products/insurance');
  };
  const failed = accept.error ?? withdraw.error;

  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{t('confirmUpdate.offer.pretitle')}</p>
      <h1 className={styles.title}>{t('confirmUpdate.offer.title')}</h1>
      {lastDay ? <p className={styles.lead}>{t('confirmUpdate.offer.lead', { date: lastDay })}</p> : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('confirmUpdate.offer.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('confirmUpdate.offer.item')}</span>
            </th>
            <th scope="col">{t('confirmUpdate.offer.now')}</th>
            <th scope="col" className={styles.next}>
              {t('confirmUpdate.offer.new')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('confirmUpdate.offer.coverage')}</th>
            <td>{cover(increase.currentAmount)}</td>
            <td className={styles.next}>{cover(approved)}</td>
          </tr>
          <tr>
            <th scope="row">{t('confirmUpdate.offer.monthly')}</th>
            <td>{money(increase.currentMonthlyPremium)}</td>
            <td className={styles.next}>{money(increase.newMonthlyPremium)}</td>
          </tr>
        </tbody>
      </table>
      <section className={own.details} aria-labelledby="added-cover-title">
        <h2 id="added-cover-title" className={own.detailsTitle}>
          {t('confirmUpdate.offer.details')}
        </h2>
        <dl className={own.facts}>
          <div>
            <dt>{t('confirmUpdate.offer.added')}</dt>
            <dd>{cover(approved - increase.currentAmount)}</dd>
          </div>
          <div>
            <dt>{t('confirmUpdate.offer.addedPremium')}</dt>
            <dd>{money(increase.addedMonthlyPremium)}</dd>
          </div>
          {increase.rateClass ? (
            <div>
              <dt>{t('confirmUpdate.offer.class')}</dt>
              <dd>{rateClassName(increase.rateClass)}</dd>
            </div>
          ) : null}
          {increase.effectiveOn ? (
            <div>
              <dt>{t('confirmUpdate.offer.starts')}</dt>
              <dd>{t('confirmUpdate.offer.startsOn', { date: formatLongDate(increase.effectiveOn) })}</dd>
            </div>
          ) : null}
          {lastDay ? (
            <div>
              <dt>{t('confirmUpdate.offer.acceptBy')}</dt>
              <dd>{lastDay}</dd>
            </div>
          ) : null}
        </dl>
        <p className={own.note}>{t('confirmUpdate.offer.priced')}</p>
      </section>
      {failed ? <FormAlert>{errorText(failureOf(failed), t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button onClick={() => void onAccept()} aria-disabled={busy || undefined}>
          {t('confirmUpdate.offer.accept')}
        </Button>
        <Button variant="secondary" onClick={() => void onWithdraw()} aria-disabled={busy || undefined}>
          {t('confirmUpdate.offer.withdraw')}
        </Button>
      </div>
    </div>
  );
}
