// /products/insurance/welcome: the public page for the product (spec 000 §1), in plain words.
// Visitors can create an account; everyone can ask for help.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { ChatIcon, HeartIcon, RefundIcon, ShieldIcon, StarIcon } from '../../../shared/components/icons';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useAuthStore } from '../../../shared/stores/auth';
import { openModal } from '../../../shared/stores/modal';
import styles from './welcome-page.module.css';

function ProductCard({
  icon,
  title,
  lead,
  points,
}: {
  icon: ReactNode;
  title: string;
  lead: string;
  points: string[];
}) {
  return (
    <article className={styles.product}>
      <span className={styles.productIcon} aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p className={styles.productLead}>{lead}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </article>
  );
}

export function WelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t('welcome.pageTitle'));
  const visitor = useAuthStore((state) => state.authLevel === 'unidentified');

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="welcome-title">
        <div className={styles.heroText}>
          <p className={styles.pretitle}>{t('welcome.hero.pretitle')}</p>
          <h1 id="welcome-title">{t('welcome.hero.title')}</h1>
          <p className={styles.lead}>{t('welcome.hero.lead')}</p>
          <ul className={styles.chips}>
            <li>{t('welcome.hero.chipFreeLook')}</li>
            <li>{t('welcome.hero.chipCancel')}</li>
            <li>{t('welcome.hero.chipOnline')}</li>
          </ul>
          <div className={styles.calls}>
            <ButtonLink to="/fulfillment/start">{t('welcome.hero.apply')}</ButtonLink>
            {visitor ? (
              <ButtonLink to="/create-account" variant="secondary">
                {t('welcome.hero.signUp')}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <aside className={styles.priceCard} aria-label={t('welcome.price.label')}>
          <p>
            <span className={styles.priceLabel}>{t('welcome.price.from')}</span>{' '}
            <span className={styles.price}>{t('welcome.price.amount')}</span>
          </p>
          <p className={styles.priceNote}>{t('welcome.price.note')}</p>
        </aside>
      </section>

      <section className={styles.section} aria-labelledby="welcome-products">
        <h2 id="welcome-products">{t('welcome.products.title')}</h2>
        <p className={styles.sectionLead}>{t('welcome.products.lead')}</p>
        <div className={styles.products}>
          <ProductCard
            icon={<HeartIcon />}
            title={t('welcome.term.title')}
            lead={t('welcome.term.lead')}
            points={[t('welcome.term.point1'), t('welcome.term.point2'), t('welcome.term.point3')]}
          />
          <ProductCard
            icon={<ShieldIcon />}
            title={t('welcome.ad.title')}
            lead={t('welcome.ad.lead')}
            points={[
              t('welcome.ad.point1'),
              t('welcome.ad.point2'),
              t('welcome.ad.point3'),
              t('welcome.ad.point4'),
            ]}
          />
        </div>
      </section>

      <section className={`${styles.section} ${styles.split}`} aria-label={t('welcome.promises.label')}>
        <div className={styles.promise}>
          <span className={styles.promiseIcon} aria-hidden="true">
            <RefundIcon />
          </span>
          <h2>{t('welcome.freeLook.title')}</h2>
          <p>{t('welcome.freeLook.body')}</p>
        </div>
        <div className={styles.promise}>
          <span className={styles.promiseIcon} aria-hidden="true">
            <StarIcon />
          </span>
          <h2>{t('welcome.wyshes.title')}</h2>
          <p>{t('welcome.wyshes.body')}</p>
          <p>{t('welcome.wyshes.average')}</p>
        </div>
      </section>

      <section className={`${styles.section} ${styles.support}`} aria-labelledby="welcome-support">
        <span className={styles.supportIcon} aria-hidden="true">
          <ChatIcon />
        </span>
        <div className={styles.supportText}>
          <h2 id="welcome-support">{t('welcome.support.title')}</h2>
          <p>{t('welcome.support.body')}</p>
        </div>
        <div className={styles.supportActions}>
          <Button onClick={() => openModal('CustomerSupportModal')}>{t('welcome.support.button')}</Button>
          <ButtonLink to="/customer-support" variant="quiet">
            {t('welcome.support.page')}
          </ButtonLink>
        </div>
      </section>

      <p className={`${styles.section} ${styles.finePrint}`}>{t('welcome.finePrint')}</p>
    </div>
  );
}
