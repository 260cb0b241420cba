// The invoice history (issue 24 item 4): each invoice's period, due date, amount, status, the day it was paid and,
// once paid, its receipt (a PDF, in a new tab), newest first. A list rather than a table, so that a phone shows
// every column without scrolling sideways.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { ExternalLink } from '../../../shared/components/button';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { BillingInvoice } from '../api/get-billing';
import { invoiceStatusWord } from '../lib/billing-state';
import styles from './billing.module.css';

export function InvoiceHistory({ invoices }: { invoices: readonly BillingInvoice[] }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="billing-history-title">
      <h2 id="billing-history-title" className={styles.panelTitle}>
        {t('billing.history.title')}
      </h2>
      {invoices.length === 0 ? (
        <p className={styles.muted}>{t('billing.history.empty')}</p>
      ) : (
        <ul className={styles.invoices}>
          {invoices.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvoiceItem({ invoice }: { invoice: BillingInvoice }) {
  const { t } = useTranslation();
  const status = invoiceStatusWord(invoice);
  const period =
    invoice.periodStart && invoice.periodEnd
      ? t('billing.history.period', {
          start: formatLongDate(invoice.periodStart),
          end: formatLongDate(invoice.periodEnd),
        })
      : t('billing.history.firstPremium');
  return (
    <li className={styles.invoice}>
      <p className={styles.period}>{period}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('billing.history.due')}</dt>
          <dd>{formatLongDate(invoice.dueOn)}</dd>
        </div>
        <div>
          <dt>{t('billing.history.amount')}</dt>
          <dd>{formatPremium(invoice.amount)}</dd>
        </div>
        <div>
          <dt>{t('billing.history.status')}</dt>
          <dd className={status === 'pastDue' || status === 'failed' ? styles.late : undefined}>
            {t(`billing.status.${status}`)}
          </dd>
        </div>
        <div>
          <dt>{t('billing.history.paidOn')}</dt>
          <dd>{invoice.paidOn ? formatLongDate(invoice.paidOn) : t('billing.history.notPaid')}</dd>
        </div>
      </dl>
      {invoice.receipt ? (
        <ExternalLink href={invoice.receipt.pdf.url} className={styles.receipt}>
          {t('billing.history.receipt')}{' '}
          <span className="visually-hidden">{t('billing.history.receiptFor', { period })}</span>
        </ExternalLink>
      ) : null}
    </li>
  );
}
