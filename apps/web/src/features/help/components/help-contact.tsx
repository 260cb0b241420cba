// "Still need help?" at the foot of every help-centre page: the way to a person.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import styles from './help.module.css';

export function HelpContact() {
  const { t } = useTranslation();
  return (
    <aside className={styles.contact} aria-labelledby="help-contact-title">
      <h2 id="help-contact-title">{t('help.contact.title')}</h2>
      <p>{t('help.contact.body')}</p>
      <ButtonLink to="/customer-support" variant="secondary">
        {t('help.contact.button')}
      </ButtonLink>
    </aside>
  );
}
