// The policyholder home's word on extending the term to 65 (spec 000 §1; issue 27 item 4). In the term's last year
// (Policy.termExtension.available) a card says for how many years, from and until when, that it takes a short health
// check-up and that the new price shows before anything changes; its button opens ExtendTermModal. A request under
// way (waiting for its check-up, with an underwriter, or offered) leads to confirm-update instead. Before the last
// year the policy summary says quietly from when (TermExtensionOpensOn); otherwise nothing shows.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { Button, ButtonLink } from '../../../shared/components/button';
import { CONFIRM_UPDATE_PATH } from '../../../shared/journeys/cover-increase';
import { openModal } from '../../../shared/stores/modal';
import type { HomePolicy } from '../api/get-policyholder-home';
import styles from './term-extension-card.module.css';

type Extension = NonNullable<HomePolicy['termExtension']>;

const OPEN_COPY = {
  UNDERWRITING: 'policyholderHome.extension.underwriting',
  REFERRED: 'policyholderHome.extension.referred',
  OFFERED: 'policyholderHome.extension.offered',
} as const;

type OpenStatus = keyof typeof OPEN_COPY;

function openStatus(extension: Extension | null | undefined): OpenStatus | null {
  const status = extension?.request?.status;
  return status && status in OPEN_COPY ? (status as OpenStatus) : null;
}

export function TermExtensionCard({
  policyId,
  extension,
}: {
  policyId: string;
  extension: Extension | null | undefined;
}) {
  const { t } = useTranslation();
  const open = openStatus(extension);
  if (open)
    return (
      <section className={styles.card} aria-labelledby="term-extension-title">
        <h2 id="term-extension-title">{t('policyholderHome.extension.openTitle')}</h2>
        <p>{t(OPEN_COPY[open])}</p>
        <ButtonLink to={CONFIRM_UPDATE_PATH} variant="secondary">
          {t('policyholderHome.extension.review')}
        </ButtonLink>
      </section>
    );
  if (!extension?.available || !extension.years || !extension.extendsFrom || !extension.coverEndsOn)
    return null;
  const { years, extendsFrom, coverEndsOn } = extension;
  return (
    <section className={styles.card} aria-labelledby="term-extension-title">
      <h2 id="term-extension-title">{t('policyholderHome.extension.title')}</h2>
      <p>
        {t('policyholderHome.extension.body', {
          years,
          from: formatLongDate(extendsFrom),
          until: formatLongDate(coverEndsOn),
        })}
      </p>
      <p>{t('policyholderHome.extension.checkup')}</p>
      <Button onClick={() => openModal('ExtendTermModal', { policyId, years, extendsFrom, coverEndsOn })}>
        {t('policyholderHome.extension.start')}
      </Button>
    </section>
  );
}

/** Before the term's last year: one quiet line saying from when it can be extended. */
export function TermExtensionOpensOn({ extension }: { extension: Extension | null | undefined }) {
  const { t } = useTranslation();
  if (!extension?.opensOn || extension.available || openStatus(extension)) return null;
  return (
    <p className={styles.quiet}>
      {t('policyholderHome.extension.opensOn', { date: formatLongDate(extension.opensOn) })}
    </p>
  );
}
