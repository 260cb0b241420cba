// The form layouts (spec 001 §2.4). vertical (also quoteReview, purchasePolicy, purchaseSuccess and
// myBeneficiaries until their issues), review (a card), confirmation (centred), terminal (finishes the flow at
// once by running its first button's actions). The trivia is trivia-screen.tsx, the modal layout
// modal-layout.tsx.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { Item, ItemOf } from '@wysh/forms/protocol';
import { ShieldIcon } from '../../../shared/components/icons';
import { firstTitleKey, FormItems } from './form-items';
import { useFlowForm } from './form-context';
import styles from './flows.module.css';

export function buttons(items: readonly Item[]): ItemOf<'button'>[] {
  return items.filter((item): item is ItemOf<'button'> => item.type === 'button');
}

/** Enter in a field runs the primary button's actions, as a form's submit would. */
export function FormElement({ children, className }: { children: ReactNode; className?: string }) {
  const { form, run, busy } = useFlowForm();
  const primary = buttons(form.items).find(
    (button) => button.content.primary || button.content.style === 'primary',
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (primary && !busy && !primary.content.disabled) run(primary.content.actions, { primary: true });
  };
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {children}
    </form>
  );
}

/** Text before the first other item: the heading column of a two-column screen. */
function splitLead(items: readonly Item[]): [Item[], Item[]] {
  const first = items.findIndex((item) => item.type !== 'text' && item.type !== 'image');
  return first <= 0 ? [[], [...items]] : [items.slice(0, first), items.slice(first)];
}

export function VerticalLayout({ columns = false }: { columns?: boolean }) {
  const { form } = useFlowForm();
  const titleKey = firstTitleKey(form.items);
  if (columns) {
    const [lead, rest] = splitLead(form.items);
    return (
      <div className={styles.columns}>
        <div className={styles.leadColumn}>
          <FormItems items={lead} titleKey={titleKey} />
        </div>
        <FormElement className={`${styles.form} ${styles.card}`}>
          <FormItems items={rest} titleKey={titleKey} />
        </FormElement>
      </div>
    );
  }
  return (
    <FormElement className={styles.form}>
      <FormItems items={form.items} titleKey={titleKey} />
    </FormElement>
  );
}

export function ReviewLayout() {
  const { form } = useFlowForm();
  return (
    <FormElement className={`${styles.form} ${styles.card}`}>
      <FormItems items={form.items} titleKey={firstTitleKey(form.items)} />
    </FormElement>
  );
}

export function ConfirmationLayout() {
  const { form } = useFlowForm();
  return (
    <FormElement className={`${styles.form} ${styles.confirmation}`}>
      <span className={styles.confirmationIcon} aria-hidden="true">
        <ShieldIcon />
      </span>
      <FormItems items={form.items} titleKey={firstTitleKey(form.items)} />
    </FormElement>
  );
}

export function TerminalLayout() {
  const { form, run, busy } = useFlowForm();
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Shown by a chain still running (a nextForm that answered it): its own actions wait for that to end.
    if (busy || started.current === form.id) return;
    started.current = form.id;
    const first = buttons(form.items)[0];
    if (first) run(first.content.actions, { primary: true });
  }, [form, run, busy]);
  return <VerticalLayout />;
}
