// /account (verified): the account area's home: profile, beneficiaries, documents, support, log out, close the
// account.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, UserIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { DocumentIcon, HeartIcon, HelpIcon } from '../../../shared/components/icons';
import { logout } from '../../../shared/auth/session';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';
import { useProfile } from '../api/get-profile';
import styles from './account.module.css';

export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const greeting = profile?.firstName
    ? t('account.greeting', { name: profile.firstName })
    : t('account.greetingPlain');

  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{greeting}</p>
      <h1 className={styles.title}>{t('account.title')}</h1>

      <ul className={styles.links}>
        <li>
          <Link to="/account/profile" className={styles.linkCard}>
            <UserIcon />
            <span>
              <span className={styles.linkTitle}>{t('account.profile.title')}</span>
              <span className={styles.linkBody}>{t('account.profile.body')}</span>
            </span>
            <ChevronRightIcon />
          </Link>
        </li>
        <li>
          {/* The beneficiary flow in the policyholder's scope; finishing it comes back here. */}
          <Link
            to="/flow/beneficiary"
            state={{ flowScope: 'policy_holder', from: '/account' }}
            className={styles.linkCard}
          >
            <HeartIcon />
            <span>
              <span className={styles.linkTitle}>{t('account.beneficiaries.title')}</span>
              <span className={styles.linkBody}>{t('account.beneficiaries.body')}</span>
            </span>
            <ChevronRightIcon />
          </Link>
        </li>
        <li>
          <Link to="/account/documents" className={styles.linkCard}>
            <DocumentIcon />
            <span>
              <span className={styles.linkTitle}>{t('account.documents.title')}</span>
              <span className={styles.linkBody}>{t('account.documents.body')}</span>
            </span>
            <ChevronRightIcon />
          </Link>
        </li>
        <li>
          <Link to="/customer-support" className={styles.linkCard}>
            <HelpIcon />
            <span>
              <span className={styles.linkTitle}>{t('account.support.title')}</span>
              <span className={styles.linkBody}>{t('account.support.body')}</span>
            </span>
            <ChevronRightIcon />
          </Link>
        </li>
      </ul>

      <div className={styles.logout}>
        <Button
          variant="secondary"
          onClick={() => {
            void logout();
            void navigate('/login', { replace: true });
          }}
        >
          {t('account.logout')}
        </Button>
      </div>

      <section className={styles.danger} aria-labelledby="close-account-title">
        <h2 id="close-account-title">{t('account.close.title')}</h2>
        <p>{t('account.close.body')}</p>
        <Button variant="quiet" onClick={() => openModal('CloseAccountModal')}>
          {t('account.close.button')}
        </Button>
      </section>
    </div>
  );
}
