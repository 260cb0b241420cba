// Replacing the card on file: the name on the card and the card provider's own card field (the number never
// reaches this page's script), as on the purchase screen. A card refused as it is saved says why and clears
// the field; the card on file stays as it was.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOnCardProblem } from '@wysh/domain/payments/name-on-card';
import { capitalisedName } from '@wysh/domain/person-name';
import { Button } from '../../../shared/components/button';
import { CardField } from '../../../shared/components/card-field/card-field';
import type { CardFieldHandle, CardFieldState } from '../../../shared/components/card-field/card-field-types';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useReplaceCard } from '../api/replace-card';
import styles from './billing.module.css';

const EMPTY_CARD: CardFieldState = { empty: true, complete: false, error: null, brand: null };

export function ReplaceCardForm({
  defaultName,
  onCancel,
  onSaved,
}: {
  defaultName: string;
  onCancel: () => void;
  onSaved: (card: { brand: string; last4: string }) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const replace = useReplaceCard();
  const card = useRef<CardFieldHandle>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [cardState, setCardState] = useState<CardFieldState>(EMPTY_CARD);
  const [name, setName] = useState(() => capitalisedName(defaultName));
  const [nameTouched, setNameTouched] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    nameInput.current?.focus();
  }, []);

  const nameProblem = nameOnCardProblem(name);
  const ready = cardState.complete && cardState.error === null && nameProblem === null;
  const busy = working || replace.isPending;

  const refused = (message: string) => {
    card.current?.clear();
    setCardState(EMPTY_CARD);
    setProblem(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (!ready || busy) return;
    setWorking(true);
    setProblem(null);
    try {
      const token = await card.current!.tokenize(name.trim());
      const outcome = await replace.mutateAsync({
        paymentMethodToken: token.paymentMethodToken,
        nameOnCard: name.trim(),
      });
      if (outcome.saved) onSaved(outcome.card);
      else refused(outcome.message ?? t('billing.replace.declined'));
    } catch (error) {
      const failure = failureOf(error);
      refused(
        failure.code || failure.message
          ? errorText(failure, t, { preferServer: true })
          : error instanceof Error && error.message
            ? error.message
            : t('errors.default'),
      );
    } finally {
      setWorking(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <h3 className={styles.label}>{t('billing.replace.title')}</h3>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-name`}>
          {t('purchase.nameOnCard')}
        </label>
        <input
          ref={nameInput}
          id={`${ids}-name`}
          className={styles.input}
          value={name}
          autoComplete="cc-name"
          onChange={(event) => setName(capitalisedName(event.target.value))}
          onBlur={() => setNameTouched(true)}
          aria-invalid={nameTouched && nameProblem !== null}
          aria-describedby={nameTouched && nameProblem ? `${ids}-name-error` : undefined}
          disabled={busy}
        />
        {nameTouched && nameProblem ? (
          <p id={`${ids}-name-error`} className={styles.fieldError}>
            {t(`purchase.nameOnCard.${nameProblem}`)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{t('purchase.card')}</span>
        <CardField ref={card} onChange={setCardState} />
      </div>
      <div role="alert">{problem ? <p className={styles.error}>{problem}</p> : null}</div>
      <div className={styles.actions}>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? t('billing.replace.saving') : t('billing.replace.save')}
        </Button>
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          {t('billing.replace.cancel')}
        </Button>
      </div>
    </form>
  );
}
