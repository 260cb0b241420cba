// The Wyshes card (spec 001 §2.2): marketing, or the allocated wyshes (names cut at 14 characters). Links to /wyshes.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shortWyshName } from '@wysh/domain/home-state';
import type { DashboardHomeQuery } from '../../../graphql/generated/graphql';
import { StarIcon } from '../../../shared/components/icons';
import { wholeDollars } from './format';
import styles from './dashboard.module.css';

type Card = DashboardHomeQuery['dashboardHome']['wysh'];

const SHOWN = 5;

export function WyshCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = card.wyshes.slice(0, SHOWN);
  const more = card.wyshes.length - shown.length;
  return (
    <article
      className={styles.card}
      aria-labelledby="wysh-card-title"
      data-state={card.state.toLowerCase()}
      onClick={() => void navigate('/wyshes')}
    >
      <span className={styles.cardIcon} aria-hidden="true">
        <StarIcon />
      </span>
      <h2 id="wysh-card-title" className={styles.cardTitle}>
        <Link to="/wyshes" onClick={(event) => event.stopPropagation()}>
          {t('dashboard.wysh.title')}
        </Link>
      </h2>
      <div className={styles.cardBody}>
        {card.state === 'OWNED' ? (
          <>
            <ul className={styles.wyshes} aria-label={t('dashboard.wysh.listLabel')}>
              {shown.map((wysh) => (
                <li key={wysh.id}>
                  <span title={wysh.name}>{shortWyshName(wysh.name)}</span>
                  <span>{wholeDollars(wysh.amount)}</span>
                </li>
              ))}
            </ul>
            {more > 0 ? <p className={styles.more}>{t('dashboard.wysh.more', { count: more })}</p> : null}
          </>
        ) : (
          <p>{t('dashboard.wysh.marketing')}</p>
        )}
      </div>
    </article>
  );
}
