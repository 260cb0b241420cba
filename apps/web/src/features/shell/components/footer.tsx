// The footer: legal links, social links and the copyright line (from 2021 to this year).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/components/button';
import { SOCIAL_PROFILES } from '../../../shared/config/social';
import { SocialIcon } from './social-icons';
import styles from './footer.module.css';

const NETWORK_NAMES = {
  facebook: 'footer.social.facebook',
  instagram: 'footer.social.instagram',
  x: 'footer.social.x',
  linkedin: 'footer.social.linkedin',
} as const;

export function Footer({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/disclosure/terms-of-service">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/disclosure/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/customer-support">{t('footer.support')}</Link>
            </li>
          </ul>
        </nav>
        <ul className={styles.social} aria-label={t('footer.social.label')}>
          {SOCIAL_PROFILES.map((profile) => (
            <li key={profile.network}>
              <ExternalLink href={profile.url}>
                <SocialIcon network={profile.network} />
                <span className="visually-hidden">{t(NETWORK_NAMES[profile.network])}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.legal}>{t('footer.copyright', { year: now.getFullYear() })}</p>
      </div>
    </footer>
  );
}
