// One beneficiary on the review (spec 001 §2.9): name, date of birth, e-mail, phone, address lines 1 and 2, its
// share, and an edit icon that opens its form.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatUsPhone } from '@wysh/domain/phone';
import type { MyBeneficiary } from '../api/beneficiaries';
import { shownDate } from '../lib/beneficiary-fields';
import { beneficiaryName } from '../lib/names';
import type { Origin } from '../lib/destinations';
import styles from './beneficiaries.module.css';

function addressOf(contact: MyBeneficiary['contact']) {
  if (contact.__typename === 'TrustContact') return contact.nullableAddress ?? null;
  return contact.requiredAddress ?? null;
}

function EditIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
      />
    </svg>
  );
}

interface BeneficiaryCardProps {
  beneficiary: MyBeneficiary;
  editTo: string;
  origin: Origin;
}

export function BeneficiaryCard({ beneficiary, editTo, origin }: BeneficiaryCardProps) {
  const { t } = useTranslation();
  const { contact } = beneficiary;
  const name = beneficiaryName(beneficiary);
  const address = addressOf(contact);
  const born =
    contact.__typename === 'IndividualContact'
      ? contact.birthdate
      : contact.__typename === 'TrustContact'
        ? contact.dateOfTrust
        : null;
  const phone = contact.phoneNumber ? formatUsPhone(contact.phoneNumber) : null;
  return (
    <li className={styles.card}>
      <div>
        <h3 className={styles.name}>{name}</h3>
        <ul className={styles.details}>
          <li>
            {t(
              `beneficiaries.kinds.${beneficiary.type.toLowerCase()}.title` as 'beneficiaries.kinds.individual.title',
            )}
          </li>
          {born ? (
            <li>
              {contact.__typename === 'TrustContact'
                ? t('beneficiaries.card.dateOfTrust', { date: shownDate(born) })
                : t('beneficiaries.card.born', { date: shownDate(born) })}
            </li>
          ) : null}
          {contact.email ? <li>{contact.email}</li> : null}
          {phone ? <li>{phone}</li> : null}
          {address ? <li>{address.street1}</li> : null}
          {address?.street2 ? <li>{address.street2}</li> : null}
          {address ? <li>{`${address.city}, ${address.state} ${address.postalCode}`}</li> : null}
        </ul>
      </div>
      <div className={styles.share}>
        <span className={styles.percent}>
          <span className={styles.visuallyHidden}>{t('beneficiaries.card.share')} </span>
          {beneficiary.allocation}%
        </span>
        <Link
          to={editTo}
          state={{ origin }}
          className={styles.editLink}
          aria-label={t('beneficiaries.card.edit', { name })}
        >
          <EditIcon />
        </Link>
      </div>
    </li>
  );
}
