// The profileReview layout (spec 001 §2.4, insurance-profile-review-screen and interview-review): the form's
// title ("Verify & continue" for the profile), the answers the server lists as rows (each with its edit
// action), two columns from 960 px. The Taxpayer ID Number always shows ***-**-****.
import { useTranslation } from 'react-i18next';
import type { Item, ItemOf } from '@wysh/forms/protocol';
import { subtitleOf, titleOf } from '../lib/form-text';
import { TAX_ID_MASK } from '../lib/masks';
import { FLOW_TITLE_ID } from './display-items';
import { ItemView } from './form-items';
import { useFlowForm } from './form-context';
import styles from './profile-review-screen.module.css';

const HEADER_TYPOGRAPHY = new Set(['title', 'subtitle']);
const TAX_ID_ROW = /taxpayer|tax[-_ ]?id|ssn|social security/i;

function isTaxIdRow(item: ItemOf<'listRow'>): boolean {
  return TAX_ID_ROW.test(item.key) || TAX_ID_ROW.test(item.content.leadingColumn.text);
}

function ReviewRow({ item }: { item: ItemOf<'listRow'> }) {
  const { t } = useTranslation();
  const { run, busy } = useFlowForm();
  const { leadingColumn, actions } = item.content;
  const value = isTaxIdRow(item) ? TAX_ID_MASK : leadingColumn.subtext;
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{leadingColumn.text}</dt>
      <dd className={styles.value}>
        <span>{value ?? '—'}</span>
        {actions.length > 0 ? (
          <button
            type="button"
            className={styles.edit}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) run(actions);
            }}
          >
            <span aria-hidden="true">✎ </span>
            {t('flows.review.edit', { label: leadingColumn.text })}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

export function ProfileReviewScreen() {
  const { t } = useTranslation();
  const { form } = useFlowForm();
  const rows = form.items.filter((item): item is ItemOf<'listRow'> => item.type === 'listRow');
  // The header draws the title and subtitle: the form's own are not repeated below the rows.
  const rest = form.items.filter(
    (item: Item) =>
      item.type !== 'listRow' &&
      !(item.type === 'text' && HEADER_TYPOGRAPHY.has(item.content.typography ?? '')),
  );
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 id={FLOW_TITLE_ID} className={styles.title} tabIndex={-1}>
          {titleOf(form) ?? t('flows.review.title')}
        </h1>
        <p className={styles.subtitle}>{subtitleOf(form) ?? t('flows.review.subtitle')}</p>
      </header>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <ReviewRow key={row.key} item={row} />
        ))}
      </dl>
      <div className={styles.actions}>
        {rest.map((item) => (
          <ItemView key={item.key} item={item} />
        ))}
      </div>
    </div>
  );
}
