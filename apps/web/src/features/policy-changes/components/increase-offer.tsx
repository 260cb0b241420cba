// confirm-update for an approved increase (PENDING YOUR APPROVAL): the policy now and with the added cover side by
// side (cover, monthly premium), what the added cover costs and the class it is priced at, the day it starts (the
// next payment) and the last day to accept (OfferLayout: accepting makes it a pending change of the policy).
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatLongDate } from '@wysh/domain/dates';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import { formatPremium } from '../../../shared/lib/format-premium';
import { useAcceptCoverIncrease, useWithdrawCoverIncrease, type CoverIncrease } from '../api/cover-increase';
import { OfferLayout } from './offer-layout';

const money = (amount: number | null | undefined) => (amount == null ? '—' : formatPremium(amount));

interface Props {
  policyId: string;
  productSlug: string;
  increase: CoverIncrease;
}

export function IncreaseOffer({ policyId, productSlug, increase }: Props) {
  const { t } = useTranslation();
  const accept = useAcceptCoverIncrease();
  const withdraw = useWithdrawCoverIncrease();
  const upTo = productSlug === ACCIDENTAL_DEATH_SLUG ? 'Up to ' : '';
  const approved = increase.approvedAmount ?? increase.requestedAmount;
  const cover = (amount: number) => `${upTo}${formatWholeDollars(amount)}`;
  const lastDay = increase.offerExpiresOn ? formatLongDate(increase.offerExpiresOn) : null;

  return (
    <OfferLayout
      policyId={policyId}
      title={t('confirmUpdate.offer.title')}
      lead={lastDay ? t('confirmUpdate.offer.lead', { date: lastDay }) : null}
      caption={t('confirmUpdate.offer.tableCaption')}
      nextHeading={t('confirmUpdate.offer.new')}
      rows={[
        {
          label: t('confirmUpdate.offer.coverage'),
          now: cover(increase.currentAmount),
          next: cover(approved),
        },
        {
          label: t('confirmUpdate.offer.monthly'),
          now: money(increase.currentMonthlyPremium),
          next: money(increase.newMonthlyPremium),
        },
      ]}
      details={{
        id: 'added-cover-title',
        title: t('confirmUpdate.offer.details'),
        facts: [
          { label: t('confirmUpdate.offer.added'), value: cover(approved - increase.currentAmount) },
          { label: t('confirmUpdate.offer.addedPremium'), value: money(increase.addedMonthlyPremium) },
          increase.rateClass
            ? { label: t('confirmUpdate.offer.class'), value: rateClassName(increase.rateClass) }
            : null,
          increase.effectiveOn
            ? {
                label: t('confirmUpdate.offer.starts'),
                value: t('confirmUpdate.offer.startsOn', { date: formatLongDate(increase.effectiveOn) }),
              }
            : null,
          lastDay ? { label: t('confirmUpdate.offer.acceptBy'), value: lastDay } : null,
        ],
        note: t('confirmUpdate.offer.priced'),
      }}
      accept={accept}
      withdraw={withdraw}
    />
  );
}
