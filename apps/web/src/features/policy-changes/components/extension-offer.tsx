// confirm-update for an approved term extension (PENDING YOUR APPROVAL): today's monthly premium beside the one from
// the extension's first day, the years added and the new last day of cover, the class it is priced at and the last
// day to accept. Accepting extends the policy at once (cover until 65; the new premium from the anniversary) and its
// pending details follow; cancelling the request leaves the policy as it is (the policyholder home follows).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatLongDate } from '@wysh/domain/dates';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { errorText } from '../../../shared/lib/error-text';
import { formatPremium } from '../../../shared/lib/format-premium';
import { failureOf } from '../../../shared/lib/user-error';
import {
  useAcceptTermExtension,
  useWithdrawTermExtension,
  type TermExtensionRequest,
} from '../api/term-extension';
import styles from './pending-details.module.css';
import own from './confirm-update.module.css';

const money = (amount: number | null | undefined) => (amount == null ? '—' : formatPremium(amount));

interface Props {
  policyId: string;
  extension: TermExtensionRequest;
  coverEndsOn: string | null;
}

export function ExtensionOffer({ policyId, extension, coverEndsOn }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptTermExtension();
  const withdraw = useWithdrawTermExtension();
  const busy = accept.isPending || withdraw.isPending;
  const from = formatLongDate(extension.extendsFrom);
  const lastDay = extension.offerExpiresOn ? formatLongDate(extension.offerExpiresOn) : null;

  const act = async (write: typeof accept, other: typeof withdraw, to: string) => {
    if (busy) return;
    other.reset();
    try {
      await write.mutateAsync(policyId);
    } catch {
      return;
    }
    void navigate(to);
  };
  const failed = accept.error ?? withdraw.error;

  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{t('confirmUpdate.offer.pretitle')}</p>
      <h1 className={styles.title}>{t('confirmUpdate.extension.title')}</h1>
      {lastDay ? <p className={styles.lead}>{t('confirmUpdate.extension.lead', { date: lastDay })}</p> : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('confirmUpdate.extension.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('confirmUpdate.offer.item')}</span>
            </th>
            <th scope="col">{t('confirmUpdate.offer.now')}</th>
            <th scope="col" className={styles.next}>
              {t('confirmUpdate.extension.from', { date: from })}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('confirmUpdate.offer.coverage')}</th>
            <td>{formatWholeDollars(extension.cover)}</td>
            <td className={styles.next}>{formatWholeDollars(extension.cover)}</td>
          </tr>
          <tr>
            <th scope="row">{t('confirmUpdate.offer.monthly')}</th>
            <td>{money(extension.currentMonthlyPremium)}</td>
            <td className={styles.next}>{money(extension.newMonthlyPremium)}</td>
          </tr>
        </tbody>
      </table>
      <section className={own.details} aria-labelledby="extension-title">
        <h2 id="extension-title" className={own.detailsTitle}>
          {t('confirmUpdate.extension.details')}
        </h2>
        <dl className={own.facts}>
          <div>
            <dt>{t('confirmUpdate.extension.added')}</dt>
            <dd>{t('confirmUpdate.extension.years', { count: extension.years })}</dd>
          </div>
          {coverEndsOn ? (
            <div>
              <dt>{t('confirmUpdate.extension.until')}</dt>
              <dd>{formatLongDate(coverEndsOn)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('confirmUpdate.extension.starts')}</dt>
            <dd>{from}</dd>
          </div>
          {extension.rateClass ? (
            <div>
              <dt>{t('confirmUpdate.offer.class')}</dt>
              <dd>{rateClassName(extension.rateClass)}</dd>
            </div>
          ) : null}
          {lastDay ? (
            <div>
              <dt>{t('confirmUpdate.offer.acceptBy')}</dt>
              <dd>{lastDay}</dd>
            </div>
          ) : null}
        </dl>
        <p className={own.note}>{t('confirmUpdate.extension.priced', { date: from })}</p>
      </section>
      {failed ? <FormAlert>{errorText(failureOf(failed), t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button
          onClick={() => void act(accept, withdraw, `/products/insurance/${policyId}/pending-details`)}
          aria-disabled={busy || undefined}
        >
          {t('confirmUpdate.offer.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void act(withdraw, accept, '/products/insurance')}
          aria-disabled={busy || undefined}
        >
          {t('confirmUpdate.offer.withdraw')}
        </Button>
      </div>
    </div>
  );
}
