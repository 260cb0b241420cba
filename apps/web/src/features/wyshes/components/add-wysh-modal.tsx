// AddWyshModal: the amount of one wysh, typed (with the wysh's prompt and placeholder) or chosen from its
// suggestion chips; pressing the chosen chip again clears the amount. A refused amount shows inline.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { track } from '../../../shared/analytics/track';
import { TextField } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { failureOf } from '../../../shared/lib/user-error';
import { useWyshCatalogue, type CatalogueWysh } from '../api/catalogue';
import { useAddedThisVisit } from '../hooks/added-this-visit';
import { useWyshList } from '../hooks/use-wysh-list';
import { pressChip, typeAmount, type ChipState } from '../lib/chips';
import { readTypedAmount } from '../lib/money';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import styles from './wyshes.module.css';

export function AddWyshModal({ slug }: { slug?: string }) {
  const { t } = useTranslation();
  const catalogue = useWyshCatalogue();
  const wysh = catalogue.data?.flatMap((category) => category.wyshes).find((item) => item.slug === slug);
  if (!wysh) {
    return (
      <ModalFrame title={t('modals.addWysh.submit')}>
        <p>{catalogue.isPending ? null : t('modals.addWysh.notFound')}</p>
      </ModalFrame>
    );
  }
  return <AddWyshForm wysh={wysh} />;
}

function AddWyshForm({ wysh }: { wysh: CatalogueWysh }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const list = useWyshList();
  const record = useAddedThisVisit((state) => state.record);
  const id = useId();
  const chips = wysh.wyshSuggestions.filter((chip) => chip.enabled).sort((a, b) => a.order - b.order);
  const [state, setState] = useState<ChipState>({ chosen: null, text: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const read = readTypedAmount(state.text);
    if (!read.ok) {
      setError(read.code);
      return;
    }
    setSaving(true);
    try {
      record(await list.add(wysh, read.value));
      track('wysh_created', { wyshSlug: wysh.slug, amount: read.value });
      close();
    } catch (failure) {
      const { message, fields, code } = failureOf(failure);
      setError(
        fields.find((field) => field.field === 'amount')?.message ?? message ?? code ?? t('errors.default'),
      );
      setSaving(false);
    }
  };

  return (
    <ModalFrame title={wysh.defaultName}>
      <p className={styles.modalPrompt}>{wysh.prompt}</p>
      <p className={styles.modalGuidance}>{wysh.guidance}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          field={{
            id: `${id}-amount`,
            name: 'amount',
            value: state.text,
            error,
            onChange: (event) => {
              setError(null);
              setState(typeAmount(state, event.target.value, chips));
            },
            onBlur: () => undefined,
          }}
          label={wysh.amountPrompt}
          hint={wysh.amountGuidance}
          placeholder={wysh.amountPlaceholder}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        {chips.length > 0 ? (
          <div role="group" aria-label={t('modals.addWysh.suggestions')} className={styles.chips}>
            {chips.map((chip) => (
              <button
                key={chip.id}
                type="button"
                className={styles.chip}
                aria-pressed={state.chosen === chip.id}
                onClick={() => {
                  setError(null);
                  setState(pressChip(state, chip));
                }}
              >
                {chip.title}
              </button>
            ))}
          </div>
        ) : null}
        <div className={actions.actions}>
          <Button type="submit" aria-disabled={saving || undefined}>
            {t('modals.addWysh.submit')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('modals.addWysh.cancel')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
