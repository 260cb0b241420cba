// A wysh's 100x100 icon, decorative (its name is always written beside it).
import { apiUrl } from '../../../shared/lib/api-base';
import type { MyAllocation } from '../api/wysh-list';
import styles from './wysh-list.module.css';

export function WyshIcon({ allocation, size = 48 }: { allocation: MyAllocation; size?: number }) {
  const icon = allocation.wysh.icons.find((image) => image.format === 'icon') ?? allocation.wysh.icons[0];
  if (!icon) return <span className={styles.iconPlaceholder} aria-hidden="true" />;
  return (
    <img
      className={styles.icon}
      src={icon.url.startsWith('/') ? apiUrl(icon.url) : icon.url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
