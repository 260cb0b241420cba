// The wyshes of one category: each opens AddWyshModal, or shows its amount once it is on the list.
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../shared/stores/modal';
import { iconUrl, type WyshCategory } from '../api/catalogue';
import type { WyshListItem } from '../hooks/use-wysh-list';
import { formatWholeDollars } from '../lib/money';
import styles from './wyshes.module.css';

export function WyshOptions({ category, items }: { category: WyshCategory; items: WyshListItem[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="wysh-category-title">
      <h2
        id="wysh-category-title"
        className={styles.panelTitle}
        style={{ '--category-color': category.color } as React.CSSProperties}
      >
        {category.name}
      </h2>
      <p className={styles.panelPrompt}>{category.description}</p>
      <ul className={styles.options}>
        {category.wyshes.map((wysh) => {
          const added = items.find((item) => item.wyshId === wysh.id);
          const icon = iconUrl(wysh, added ? 'icon-selected' : 'icon-unselected');
          return (
            <li key={wysh.id} className={added ? `${styles.option} ${styles.optionAdded}` : styles.option}>
              {icon ? <img src={icon} alt="" width="48" height="48" className={styles.optionIcon} /> : null}
              <div className={styles.optionText}>
                <h3 className={styles.optionName}>{wysh.defaultName}</h3>
                <p className={styles.optionDescription}>{wysh.description}</p>
              </div>
              {added ? (
                <p className={styles.optionAmount}>
                  <span className="visually-hidden">
                    {t('wyshes.builder.addedAmount', {
                      name: added.name,
                      amount: formatWholeDollars(added.amount),
                    })}
                  </span>
                  <span aria-hidden="true">
                    {t('wyshes.builder.added')} · {formatWholeDollars(added.amount)}
                  </span>
                </p>
              ) : (
                <button
                  type="button"
                  className={styles.addButton}
                  onClick={() => openModal('AddWyshModal', { slug: wysh.slug })}
                >
                  <span aria-hidden="true">+</span>
                  <span className="visually-hidden">
                    {t('wyshes.builder.add', { name: wysh.defaultName })}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
