// /wyshes (verified): the person's wyshes grouped by category (titles in the category's colour), each card
// linking to its details; the summary (count, total, percent covered when there is cover); on phones each
// category is a row that scrolls sideways. Nothing yet: the way to the builder.
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useMyWyshList, type MyAllocation } from '../api/wysh-list';
import { readableOnWhite } from '../lib/contrast';
import { groupByCategory } from '../lib/group';
import { formatWholeDollars } from '../lib/money';
import { ListError } from './list-error';
import { WyshIcon } from './wysh-icon';
import styles from './wysh-list.module.css';

export function WyshesPage() {
  const { t } = useTranslation();
  usePageTitle(t('wyshList.title'));
  const list = useMyWyshList();

  if (list.isPending) return <Loading fill />;
  if (list.isError) return <ListError title={t('wyshList.title')} onRetry={() => void list.refetch()} />;

  const { wyshAllocations: allocations, allocationSummary: summary } = list.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('wyshList.title')}</h1>
      {allocations.length === 0 ? (
        <section className={styles.empty} aria-labelledby="wyshes-empty-title">
          <h2 id="wyshes-empty-title">{t('wyshList.empty.title')}</h2>
          <p>{t('wyshList.empty.body')}</p>
          <ButtonLink to="/wysh-builder">{t('wyshList.empty.button')}</ButtonLink>
        </section>
      ) : (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>{t('wyshList.summary.count')}</dt>
              <dd>{summary.activeCount}</dd>
            </div>
            <div>
              <dt>{t('wyshList.summary.total')}</dt>
              <dd>{formatWholeDollars(summary.totalAmount)}</dd>
            </div>
            {summary.percentCovered !== null && summary.percentCovered !== undefined ? (
              <div>
                <dt>{t('wyshList.summary.covered')}</dt>
                <dd>{t('wyshList.summary.percent', { percent: summary.percentCovered })}</dd>
              </div>
            ) : null}
          </dl>
          <div className={styles.toolbar}>
            {allocations.length > 1 ? (
              <ButtonLink to="/wyshes/prioritize" variant="secondary">
                {t('wyshList.prioritize')}
              </ButtonLink>
            ) : null}
            <ButtonLink to="/wysh-builder/list" variant="secondary">
              {t('wyshList.add')}
            </ButtonLink>
          </div>
          {groupByCategory(allocations).map(({ category, items }) => (
            <section
              key={category.id}
              className={styles.category}
              aria-labelledby={`category-${category.id}`}
              style={{ '--category-color': category.color } as CSSProperties}
            >
              <h2
                id={`category-${category.id}`}
                className={styles.categoryTitle}
                style={{ color: readableOnWhite(category.color) }}
              >
                {category.name}
              </h2>
              <ul className={styles.row}>
                {items.map((allocation) => (
                  <li key={allocation.id}>
                    <WyshCard allocation={allocation} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function WyshCard({ allocation }: { allocation: MyAllocation }) {
  return (
    <Link to={`/wyshes/${allocation.id}/details`} className={styles.card}>
      <WyshIcon allocation={allocation} />
      <span className={styles.cardName}>{allocation.name}</span>
      <span className={styles.cardAmount}>{formatWholeDollars(allocation.amount)}</span>
    </Link>
  );
}
