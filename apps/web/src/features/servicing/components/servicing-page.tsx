// /servicing: customer service's console (issue 27 item 5). An agent finds a policy by the number its owner reads
// out (kept in the address, so a reload keeps it), reads what it is and what cancelling it today would mean, and
// cancels it with the owner's reason; the refunds and the policy's history follow.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../shared/components/loading';
import { Button } from '../../../shared/components/button';
import formStyles from '../../../shared/components/form/form.module.css';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { ServicingNav, SupportOnly } from '../../../shared/servicing/support-access';
import { useServicedPolicy } from '../api/servicing';
import { CancelSection } from './cancel-section';
import { PolicyDetails, PolicyHistory, PolicyRefunds } from '../../../shared/servicing/policy-sections';
import styles from './servicing.module.css';

export function ServicingPage() {
  const { t } = useTranslation();
  usePageTitle(t('servicing.pageTitle'));
  return (
    <SupportOnly>
      <Console />
    </SupportOnly>
  );
}

function Console() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const number = params.get('number') ?? '';
  const [typed, setTyped] = useState(number);
  const [empty, setEmpty] = useState(false);
  const found = useServicedPolicy(number);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim().toUpperCase();
    setEmpty(wanted.length === 0);
    if (wanted) setParams({ number: wanted });
  };

  return (
    <div className={styles.page}>
      <ServicingNav />
      <h1 className={styles.title}>{t('servicing.title')}</h1>
      <form className={styles.search} onSubmit={search} role="search" noValidate>
        <div className={formStyles.field}>
          <label htmlFor="policy-number" className={formStyles.label}>
            {t('servicing.number')}
          </label>
          <input
            id="policy-number"
            className={formStyles.input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={empty ? true : undefined}
            aria-describedby={empty ? 'policy-number-error' : undefined}
          />
          {empty ? (
            <p id="policy-number-error" className={formStyles.error}>
              {t('servicing.numberMissing')}
            </p>
          ) : null}
        </div>
        <Button type="submit">{t('servicing.find')}</Button>
      </form>
      {number === '' ? null : found.isPending ? (
        <Loading label={t('servicing.searching')} />
      ) : found.isError ? (
        <p role="alert">{t('servicing.failed')}</p>
      ) : found.data ? (
        <div className={styles.result}>
          <PolicyDetails policy={found.data} />
          <CancelSection policy={found.data} />
          <PolicyRefunds refunds={found.data.refunds} />
          <PolicyHistory history={found.data.history} />
        </div>
      ) : (
        <p role="status">{t('servicing.notFound', { number })}</p>
      )}
    </div>
  );
}
