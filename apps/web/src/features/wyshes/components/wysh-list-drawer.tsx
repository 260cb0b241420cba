// The "wysh List" drawer: count, total and removal. Folded on phones (a button opens it), open from 960 px.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/components/icons';
import { openModal } from '../../../shared/stores/modal';
import type { WyshListItem } from '../hooks/use-wysh-list';
import { listSummary } from '../lib/list-summary';
import { formatWholeDollars } from '../lib/money';
import styles from './wyshes.module.css';

export function WyshListDrawer({ items }: { items: WyshListItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { count, total } = listSummary(items);
  return (
    <section className={styles.drawer} aria-labelledby="wysh-list-title" data-open={open || undefined}>
      <div className={styles.drawerHead}>
        <h2 id="wysh-list-title" className={styles.drawerTitle}>
          {t('wyshes.list.title')}
        </h2>
        <p className={styles.drawerCount} data-testid="wysh-list-count">
          {t('wyshes.list.count', { count })}
        </p>
        <button
          type="button"
          className={styles.drawerToggle}
          aria-expanded={open}
          aria-controls="wysh-list-items"
          onClick={() => setOpen(!open)}
        >
          {open ? t('wyshes.list.hideShort') : t('wyshes.list.showShort')}
          <span className="visually-hidden">{t('wyshes.list.whose')}</span>
        </button>
      </div>
      <div id="wysh-list-items" className={styles.drawerBody}>
        {count === 0 ? (
          <p className={styles.drawerEmpty}>{t('wyshes.list.empty')}</p>
        ) : (
          <ul className={styles.listItems}>
            {items.map((item) => (
              <li key={item.id} className={styles.listItem}>
                <span className={styles.listName}>{item.name}</span>
                <span className={styles.listAmount}>{formatWholeDollars(item.amount)}</span>
                <button
                  type="button"
                  className={styles.removeButton}
                  aria-label={t('wyshes.list.remove', { name: item.name })}
                  onClick={() => openModal('RemoveWyshModal', { id: item.id, name: item.name })}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.total}>
          <span>{t('wyshes.list.total')}</span>
          <span data-testid="wysh-list-total">{formatWholeDollars(total)}</span>
        </p>
      </div>
    </section>
  );
}
