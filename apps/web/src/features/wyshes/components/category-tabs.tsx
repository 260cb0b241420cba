// The builder's category tabs: a row that scrolls sideways on phones, a sidebar from 960 px.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WyshCategory } from '../api/catalogue';
import styles from './wyshes.module.css';

export function CategoryTabs({
  categories,
  current,
  hrefOf,
}: {
  categories: WyshCategory[];
  current: string;
  hrefOf: (slug: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wyshes.builder.categories')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={hrefOf(category.slug)}
              replace
              preventScrollReset
              className={styles.tab}
              aria-current={category.slug === current ? 'page' : undefined}
              style={{ '--category-color': category.color } as React.CSSProperties}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
