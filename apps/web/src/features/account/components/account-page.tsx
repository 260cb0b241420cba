// /account (verified): the account area's home: profile, beneficiaries, billing, documents, support, log out,
// a copy of the person's data, close the account. The app puts the billing feature's payment prompt (spec 001 §4.6) above the links.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '@wysh/domain/person-name';
import { UserIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { CardIcon, DocumentIcon, HeartIcon, HelpIcon } from '../../../shared/components/icons';
import { LinkCard, LinkCardList } from '../../../shared/components/link-card/link-card';
import { logout } from '../../../shared/auth/session';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';
import { useProfile } from '../api/get-profile';
import { DataExportSection } from './data-export-section';
import styles from './account.module.css';

export function AccountPage({ paymentPrompt }: { paymentPrompt?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const firstName = displayName([profile?.firstName]);
  const greeting = firstName ? t('account.greeting', { name: firstName }) : t('account.greetingPlain');

  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{greeting}</p>
      <h1 className={styles.title}>{t('account.title')}</h1>
      {paymentPrompt}

      <LinkCardList>
        <LinkCard
          to="/account/profile"
          icon={<UserIcon />}
          title={t('account.profile.title')}
          body={t('account.profile.body')}
        />
        {/* The beneficiary flow in the policyholder's scope; finishing it comes back here. */}
        <LinkCard
          to="/flow/beneficiary"
          state={{ flowScope: 'policy_holder', from: '/account' }}
          icon={<HeartIcon />}
          title={t('account.beneficiaries.title')}
          body={t('account.beneficiaries.body')}
        />
        <LinkCard
          to="/products/insurance/billing"
          icon={<CardIcon />}
          title={t('account.billing.title')}
          body={t('account.billing.body')}
        />
        <LinkCard
          to="/account/documents"
          icon={<DocumentIcon />}
          title={t('account.documents.title')}
          body={t('account.documents.body')}
        />
        <LinkCard
          to="/customer-support"
          icon={<HelpIcon />}
          title={t('account.support.title')}
          body={t('account.support.body')}
        />
      </LinkCardList>

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

      <DataExportSection email={profile?.activeEmail?.email ?? profile?.emails[0]?.email ?? null} />

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
