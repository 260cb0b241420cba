// /customer-support: the three support tiles under "Need Help?".
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { SupportTiles } from './support-tiles';
import styles from './customer-support-page.module.css';

export function CustomerSupportPage() {
  const { t } = useTranslation();
  usePageTitle(t('support.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('support.title')}</h1>
      <p className={styles.intro}>{t('support.intro')}</p>
      <SupportTiles headingLevel="h2" layout="row" />
    </div>
  );
}
