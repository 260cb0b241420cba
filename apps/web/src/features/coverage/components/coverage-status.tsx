// The loading and error states of the coverage pages; the page itself once the data is in.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import type { CoverageData } from '../lib/use-coverage-data';
import styles from './coverage.module.css';

export function CoverageStatus({
  data,
  children,
}: {
  data: CoverageData;
  children: (data: Extract<CoverageData, { status: 'success' }>) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data.status === 'pending') return <Loading label={t('coverage.loading')} />;
  if (data.status === 'error')
    return (
      <div className={styles.empty} role="alert">
        <p>{t('coverage.loadFailed')}</p>
        <Button variant="secondary" onClick={data.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return <>{children(data)}</>;
}
