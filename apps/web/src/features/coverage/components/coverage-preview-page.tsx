// /coverage-preview: the wysh List and its total beside the cover, how much of the wyshes the cover pays for,
// the monthly premium, and the ways on (edit cover, edit the list, START APPLICATION). A visitor sees the same
// from what this browser keeps (the spec's partial coverage preview).
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { ButtonLink } from '../../../shared/components/button';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useCoverageData } from '../lib/use-coverage-data';
import { formatPremium } from '../../../shared/lib/format-premium';
import { CoverageRing } from './coverage-ring';
import { CoverageStatus } from './coverage-status';
import styles from './coverage.module.css';

export function CoveragePreviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('coverage.preview.title'));
  const data = useCoverageData();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('coverage.preview.title')}</h1>
      <CoverageStatus data={data}>
        {({ wyshes, total, estimate, signedIn, percentCovered: percent }) => {
          return (
            <>
              <dl className={styles.figures}>
                <div className={styles.figure}>
                  <dt>{t('coverage.wyshTotal')}</dt>
                  <dd>{formatWholeDollars(cents(total))}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>{t('coverage.cover')}</dt>
                  <dd>{estimate ? formatWholeDollars(cents(estimate.amount)) : t('coverage.none')}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>{t('coverage.monthly')}</dt>
                  <dd>{estimate ? formatPremium(estimate.monthlyPremium) : t('coverage.none')}</dd>
                </div>
              </dl>

              {percent !== null ? <CoverageRing percent={percent} /> : null}

              {!estimate ? (
                <section className={styles.empty} aria-labelledby="no-estimate">
                  <h2 id="no-estimate">{t('coverage.noEstimate.title')}</h2>
                  <p>{t('coverage.noEstimate.body')}</p>
                  <ButtonLink to="/edit-coverage/estimate">{t('coverage.noEstimate.action')}</ButtonLink>
                </section>
              ) : null}

              <section className={styles.list} aria-labelledby="wysh-list">
                <h2 id="wysh-list">{t('coverage.list', { count: wyshes.length })}</h2>
                {wyshes.length === 0 ? (
                  <div className={styles.empty}>
                    <p>{t('coverage.noWyshes.body')}</p>
                    <ButtonLink to="/wysh-builder/list" variant="secondary">
                      {t('coverage.noWyshes.action')}
                    </ButtonLink>
                  </div>
                ) : (
                  <ul>
                    {wyshes.map((wysh) => (
                      <li key={wysh.id}>
                        <span>{wysh.name}</span>
                        <span>{formatWholeDollars(cents(wysh.amount))}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <nav className={styles.actions} aria-label={t('coverage.preview.next')}>
                {estimate ? (
                  <ButtonLink to="/edit-coverage/estimate" variant="secondary">
                    {t('coverage.editCover')}
                  </ButtonLink>
                ) : null}
                {wyshes.length > 0 ? (
                  <ButtonLink to="/wysh-builder/list" variant="secondary">
                    {t('coverage.editList')}
                  </ButtonLink>
                ) : null}
                {signedIn && estimate && wyshes.length > 0 ? (
                  <ButtonLink to="/recommendations" variant="secondary">
                    {t('coverage.seeRecommendations')}
                  </ButtonLink>
                ) : null}
                <ButtonLink to="/fulfillment/start">{t('coverage.start')}</ButtonLink>
              </nav>
            </>
          );
        }}
      </CoverageStatus>
    </div>
  );
}
