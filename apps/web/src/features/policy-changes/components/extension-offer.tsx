// confirm-update for an approved term extension (PENDING YOUR APPROVAL): today's monthly premium beside the one from
// the extension's first day, the years added and the new last day of cover, the class it is priced at and the last
// day to accept (OfferLayout: accepting extends the policy at once, cover until 65 and the new premium from the
// anniversary).
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatLongDate } from '@wysh/domain/dates';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import { formatPremium } from '../../../shared/lib/format-premium';
import {
  useAcceptTermExtension,
  useWithdrawTermExtension,
  type TermExtensionRequest,
} from '../api/term-extension';
import { OfferLayout } from './offer-layout';

const money = (amount: number | null | undefined) => (amount == null ? '—' : formatPremium(amount));

interface Props {
  policyId: string;
  extension: TermExtensionRequest;
}

export function ExtensionOffer({ policyId, extension }: Props) {
  const { t } = useTranslation();
  const accept = useAcceptTermExtension();
  const withdraw = useWithdrawTermExtension();
  const from = formatLongDate(extension.extendsFrom);
  const lastDay = extension.offerExpiresOn ? formatLongDate(extension.offerExpiresOn) : null;

  return (
    <OfferLayout
      policyId={policyId}
      title={t('confirmUpdate.extension.title')}
      lead={lastDay ? t('confirmUpdate.extension.lead', { date: lastDay }) : null}
      caption={t('confirmUpdate.extension.tableCaption')}
      nextHeading={t('confirmUpdate.extension.from', { date: from })}
      rows={[
        {
          label: t('confirmUpdate.offer.coverage'),
          now: formatWholeDollars(extension.cover),
          next: formatWholeDollars(extension.cover),
        },
        {
          label: t('confirmUpdate.offer.monthly'),
          now: money(extension.currentMonthlyPremium),
          next: money(extension.newMonthlyPremium),
        },
      ]}
      details={{
        id: 'extension-title',
        title: t('confirmUpdate.extension.details'),
        facts: [
          {
            label: t('confirmUpdate.extension.added'),
            value: t('confirmUpdate.extension.years', { count: extension.years }),
          },
          { label: t('confirmUpdate.extension.until'), value: formatLongDate(extension.coverEndsOn) },
          { label: t('confirmUpdate.extension.starts'), value: from },
          extension.rateClass
            ? { label: t('confirmUpdate.offer.class'), value: rateClassName(extension.rateClass) }
            : null,
          lastDay ? { label: t('confirmUpdate.offer.acceptBy'), value: lastDay } : null,
        ],
        note: t('confirmUpdate.extension.priced', { date: from }),
      }}
      accept={accept}
      withdraw={withdraw}
    />
  );
}
