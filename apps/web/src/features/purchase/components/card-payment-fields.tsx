// Paying by card on "Last step!": the name on the card (prefilled, capitalised per word, at least 3 characters),
// the card field (the card provider's: the number never reaches this page's script) and the accepted brands.
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOnCardProblem } from '@wysh/domain/payments/name-on-card';
import { capitalisedName } from '@wysh/domain/person-name';
import { CardField } from '../../../shared/components/card-field/card-field';
import type { CardFieldHandle, CardFieldState } from '../../../shared/components/card-field/card-field-types';
import styles from './purchase.module.css';

const BRANDS = ['American Express', 'Mastercard', 'Visa', 'Discover'] as const;

export function CardPaymentFields({
  card,
  name,
  onName,
  nameTouched,
  onNameTouched,
  onCard,
  disabled,
}: {
  card: Ref<CardFieldHandle>;
  name: string;
  onName: (name: string) => void;
  nameTouched: boolean;
  onNameTouched: () => void;
  onCard: (state: CardFieldState) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const nameProblem = nameOnCardProblem(name);
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-name`}>
          {t('purchase.nameOnCard')}
        </label>
        <input
          id={`${ids}-name`}
          className={styles.input}
          value={name}
          autoComplete="cc-name"
          onChange={(event) => onName(capitalisedName(event.target.value))}
          onBlur={onNameTouched}
          aria-invalid={nameTouched && nameProblem !== null}
          aria-describedby={nameTouched && nameProblem ? `${ids}-name-error` : undefined}
          disabled={disabled}
        />
        {nameTouched && nameProblem ? (
          <p id={`${ids}-name-error`} className={styles.error}>
            {t(`purchase.nameOnCard.${nameProblem}`)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <span className={styles.label} id={`${ids}-card`}>
          {t('purchase.card')}
        </span>
        <CardField ref={card} onChange={onCard} />
        <ul className={styles.brands} aria-label={t('purchase.acceptedCards')}>
          {BRANDS.map((brand) => (
            <li key={brand} className={styles.brand}>
              {brand}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
