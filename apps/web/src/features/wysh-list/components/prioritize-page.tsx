// /wyshes/prioritize (verified): the person puts their wyshes in the order that matters most, by dragging
// (mouse or touch) or by keyboard alone (a handle: Space picks it up, the arrows move it, Space drops it,
// Escape cancels), with every move announced to screen readers. SAVE ORDER stores the places.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { failureOf } from '../../../shared/lib/user-error';
import { useMyWyshList, type MyAllocation } from '../api/wysh-list';
import { useSaveOrder } from '../api/wysh-mutations';
import { orderChanges } from '../lib/reorder';
import { ListError } from './list-error';
import { SortableWyshes } from './sortable-wyshes';
import styles from './wysh-list.module.css';

export function PrioritizePage() {
  const { t } = useTranslation();
  usePageTitle(t('wyshList.prioritizePage.title'));
  const list = useMyWyshList();
  // Kept here: saving refreshes the list, which starts a fresh editor.
  const [justSaved, setJustSaved] = useState(false);

  if (list.isPending) return <Loading fill />;
  if (list.isError)
    return <ListError title={t('wyshList.prioritizePage.title')} onRetry={() => void list.refetch()} />;
  const sorted = [...list.data.wyshAllocations].sort((a, b) => a.order - b.order);
  // A fresh editor whenever the saved list changes (the key), so it starts from what the server holds.
  return (
    <PrioritizeEditor
      key={sorted.map((item) => `${item.id}:${item.order}`).join(',')}
      saved={sorted}
      justSaved={justSaved}
      onSavedChange={setJustSaved}
    />
  );
}

interface PrioritizeEditorProps {
  saved: MyAllocation[];
  justSaved: boolean;
  onSavedChange: (saved: boolean) => void;
}

function PrioritizeEditor({ saved, justSaved, onSavedChange }: PrioritizeEditorProps) {
  const { t } = useTranslation();
  const save = useSaveOrder();
  const [items, setItems] = useState(saved);
  const [alert, setAlert] = useState<string | null>(null);
  const changes = orderChanges(items);

  const submit = () => {
    if (save.isPending || changes.length === 0) return;
    setAlert(null);
    save.mutate(changes, {
      onSuccess: () => onSavedChange(true),
      onError: (failure) => setAlert(failureOf(failure).message ?? t('errors.default')),
    });
  };

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/wyshes">{t('wyshList.backToList')}</Link>
      </p>
      <h1 className={styles.title}>{t('wyshList.prioritizePage.title')}</h1>
      <p id="prioritize-instructions" className={styles.lead}>
        {t('wyshList.prioritizePage.body')}
      </p>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('wyshList.empty.body')}</p>
      ) : (
        <SortableWyshes
          items={items}
          onChange={(next) => {
            setItems(next);
            onSavedChange(false);
          }}
        />
      )}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <p role="status" className={styles.saved}>
        {justSaved && changes.length === 0 ? t('wyshList.prioritizePage.saved') : ''}
      </p>
      <div className={styles.formActions}>
        {/* Nothing to save: disabled (and looks it); while saving: aria-disabled, so focus stays on it. */}
        <Button
          onClick={submit}
          disabled={changes.length === 0 && !save.isPending}
          aria-disabled={save.isPending || undefined}
        >
          {t('wyshList.prioritizePage.save')}
        </Button>
      </div>
    </div>
  );
}
