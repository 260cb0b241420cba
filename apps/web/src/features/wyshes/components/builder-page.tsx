// The Wyshes builder (spec 001 §2.11): /wysh-builder/list, /wysh-builder/:category and the policy-edit route
// /products/insurance/wysh-builder/list (whose tabs are a ?category= parameter). Category tabs, the wyshes of
// the chosen one, the wysh List drawer and "CONTINUE WITH $amount" (NoWyshesAdded when the list is empty).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { track } from '../../../shared/analytics/track';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useJourneyStore } from '../../../shared/stores/journey';
import { openModal } from '../../../shared/stores/modal';
import { useWyshCatalogue } from '../api/catalogue';
import { useHasEstimate } from '../api/has-estimate';
import { useAddedThisVisit } from '../hooks/added-this-visit';
import { useWyshList } from '../hooks/use-wysh-list';
import { builderDestination } from '../lib/destination';
import { listSummary } from '../lib/list-summary';
import { formatWholeDollars } from '../lib/money';
import { CategoryTabs } from './category-tabs';
import { WyshListDrawer } from './wysh-list-drawer';
import { WyshOptions } from './wysh-options';
import styles from './wyshes.module.css';

export function BuilderPage({ policyEdit = false }: { policyEdit?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('wyshes.builder.title'));
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const catalogue = useWyshCatalogue();
  const list = useWyshList();
  const journeyRunning = useJourneyStore((state) => state.status !== null);
  const clearAdded = useAddedThisVisit((state) => state.clear);
  const hasEstimate = useHasEstimate(list.signedIn);

  // A visit starts with nothing "just added".
  useEffect(() => clearAdded, [clearAdded]);
  useEffect(() => track('wysh_builder_view', { policyEdit }), [policyEdit]);

  const goBack = () => {
    const leave = () => {
      if (policyEdit) return void navigate('/products/insurance');
      if (journeyRunning) return void navigate('/wysh-builder');
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      void (index > 0 ? navigate(-1) : navigate('/wysh-builder'));
    };
    if (useAddedThisVisit.getState().ids.length > 0) openModal('CancelAddedWyshesModal', { onLeave: leave });
    else leave();
  };

  // The title and lead stand from the first frame and the grid's place is held while the catalogue and the
  // list load, so nothing below them (the footer) jumps when they arrive (Lighthouse CLS, issue 23 item 16).
  const top = (
    <div className={styles.builderTop}>
      <button type="button" className={styles.backLink} onClick={goBack}>
        <span aria-hidden="true">‹ </span>
        {t('wyshes.builder.back')}
      </button>
      <h1 className={styles.title}>{t('wyshes.builder.title')}</h1>
      <p className={styles.lead}>{t('wyshes.builder.intro')}</p>
    </div>
  );

  if (catalogue.isPending || list.status === 'pending')
    return (
      <div className={styles.builder}>
        {top}
        <div className={styles.builderPending}>
          <Loading />
        </div>
      </div>
    );
  if (catalogue.isError || list.status === 'error') {
    return (
      <div className={styles.builder}>
        <p role="alert">
          {catalogue.isError ? t('wyshes.builder.loadFailed') : t('wyshes.builder.listLoadFailed')}
        </p>
        <Button onClick={() => (catalogue.isError ? void catalogue.refetch() : list.refetch())}>
          {t('wyshes.builder.retry')}
        </Button>
      </div>
    );
  }

  const categories = catalogue.data;
  const wanted = policyEdit ? search.get('category') : params.category;
  const category = categories.find((candidate) => candidate.slug === wanted) ?? categories[0];
  if (!category) return null;
  const { count, total } = listSummary(list.items);

  const hrefOf = (slug: string) =>
    policyEdit ? `/products/insurance/wysh-builder/list?category=${slug}` : `/wysh-builder/${slug}`;

  const onContinue = () => {
    if (count === 0) {
      openModal('NoWyshesAdded');
      return;
    }
    useAddedThisVisit.getState().clear();
    void navigate(
      builderDestination({
        identified: list.signedIn,
        policyEditRoute: policyEdit,
        activeCount: count,
        // Policies arrive with a later issue: until then nobody has one.
        hasPolicy: false,
        percentCovered: null,
        builderType: 'wyshes',
      }),
    );
  };

  return (
    <div className={styles.builder}>
      {top}
      <div className={styles.builderGrid}>
        <CategoryTabs categories={categories} current={category.slug} hrefOf={hrefOf} />
        <WyshOptions category={category} items={list.items} />
        <aside className={styles.side}>
          <WyshListDrawer items={list.items} />
          <div className={styles.continueBar}>
            <Button block onClick={onContinue} aria-disabled={count === 0 || undefined}>
              {t('wyshes.builder.continue', { amount: formatWholeDollars(total) })}
            </Button>
            {hasEstimate ? null : <p className={styles.hint}>{t('wyshes.builder.hint')}</p>}
          </div>
        </aside>
      </div>
    </div>
  );
}

/** /products/insurance/wysh-builder/list: the builder when a policy's wyshes are edited. */
export function PolicyEditBuilderPage() {
  return <BuilderPage policyEdit />;
}
