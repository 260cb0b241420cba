// "Your data" on /account: a copy of everything we hold about the person, prepared by a job and e-mailed as a
// link that works once, for 7 days. Once a day: asked again sooner, the server's words say when.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { failureOf } from '../../../shared/lib/user-error';
import { useRequestDataExport } from '../api/request-data-export';
import styles from './account.module.css';

export function DataExportSection({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const request = useRequestDataExport();
  return (
    <section className={styles.data} aria-labelledby="data-export-title">
      <h2 id="data-export-title">{t('account.data.title')}</h2>
      <p>{t('account.data.body')}</p>
      {request.isSuccess ? (
        <p role="status">
          {email ? t('account.data.requested', { email }) : t('account.data.requestedPlain')}
        </p>
      ) : (
        <Button variant="secondary" disabled={request.isPending} onClick={() => request.mutate()}>
          {t('account.data.button')}
        </Button>
      )}
      {request.isError ? (
        <p role="alert" className={styles.error}>
          {failureOf(request.error).message ?? t('account.data.failed')}
        </p>
      ) : null}
    </section>
  );
}
