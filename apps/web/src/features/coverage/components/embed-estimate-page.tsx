// /embed/estimate: the placement a partner frames (spec 001 §7.7), without the app's header and footer. It prices
// the birth date, cover and gender it is given, links out to the landing in a new tab, and posts its height and
// scroll position to the framing page.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../shared/components/button';
import { WyshLogo } from '../../../shared/components/logos';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useInstantEstimate } from '../api/coverage';
import { affiliateParams, landingHref } from '../lib/affiliate-params';
import { postFrameSize } from '../lib/frame-messages';
import { DEFAULT_COVER, instantInput } from '../lib/instant-estimate';
import { InstantEstimateResult } from './instant-estimate-result';
import styles from './coverage.module.css';

export function EmbedEstimatePage() {
  const { t } = useTranslation();
  usePageTitle(t('coverage.embed.title'));
  const { search } = useLocation();
  const params = useMemo(() => affiliateParams(search), [search]);
  const answer = useMemo(
    () =>
      instantInput({
        birthdate: params.birthdate,
        sex: params.sex ?? '',
        amount: params.amount ?? DEFAULT_COVER,
      }),
    [params],
  );
  const price = useInstantEstimate('input' in answer ? answer.input : null);

  const content = useRef<HTMLElement>(null);
  useEffect(
    () => (content.current ? (postFrameSize(content.current, params.placementId) ?? undefined) : undefined),
    [params.placementId],
  );

  return (
    <main className={styles.embed} ref={content}>
      <div className={styles.embedBrand}>
        <WyshLogo />
      </div>
      <h1 className={styles.embedTitle}>{t('coverage.embed.title')}</h1>
      {'input' in answer ? <InstantEstimateResult price={price} /> : <p>{t('coverage.embed.askMore')}</p>}
      <ExternalLink href={landingHref(params)} look={{ variant: 'primary', block: true }}>
        {t('coverage.embed.cta')}
      </ExternalLink>
    </main>
  );
}
