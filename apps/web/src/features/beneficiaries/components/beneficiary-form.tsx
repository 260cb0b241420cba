// A beneficiary's details (spec 001 §3.2): the contact fields of its kind, then its address (checked by the
// address provider on the server; a trust may have none). Problems show under each field, the browser's own
// (the domain's rules) and the server's field errors alike; nothing is sent while one shows.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, TextField } from '../../../shared/components/form/fields';
import {
  AddressField,
  EMPTY_ADDRESS,
  type AddressErrors,
  type AddressValue,
} from '../../../shared/components/address/address-field';
import { failureOf } from '../../../shared/lib/user-error';
import {
  addressRequired,
  contactErrors,
  contactFields,
  isRequired,
  maskDate,
  type BeneficiaryType,
  type ContactField,
  type ContactValues,
} from '../lib/beneficiary-fields';
import { formatTaxId, TAX_ID_MASK, taxIdProblem } from '../lib/tax-id';
import styles from './beneficiaries.module.css';

const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'postalCode'] as const;

const INPUTS: Partial<
  Record<ContactField, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }>
> = {
  email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  birthdate: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  dateOfTrust: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
};

const DATE_FIELDS: readonly ContactField[] = ['birthdate', 'dateOfTrust'];

export function localToday(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface BeneficiaryFormValues {
  contact: ContactValues;
  address: AddressValue;
  /** A tax id typed here (sent encrypted, only when typed). */
  taxId: string;
}

interface BeneficiaryFormProps {
  type: BeneficiaryType;
  initial: BeneficiaryFormValues;
  submitText: string;
  /** Sends the details; a failure's field errors show under their fields. */
  onSubmit: (values: BeneficiaryFormValues) => Promise<unknown>;
  onChange?: (values: BeneficiaryFormValues) => void;
  /** A tax id is on file (it is never shown; typing a new one replaces it). */
  taxIdOnFile?: boolean;
  /** More controls after the submit button (remove, cancel). */
  children?: ReactNode;
}

export function BeneficiaryForm(props: BeneficiaryFormProps) {
  const { type, initial, submitText, onSubmit, onChange, taxIdOnFile = false, children } = props;
  const { t } = useTranslation();
  const baseId = useId();
  const [values, setValues] = useState<BeneficiaryFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<ContactField | 'taxId', string>>>({});
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const needsAddress = addressRequired(type);

  const update = (next: BeneficiaryFormValues) => {
    setValues(next);
    onChange?.(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems: Partial<Record<ContactField | 'taxId', string>> = contactErrors(
      type,
      values.contact,
      localToday(),
    );
    const taxId = taxIdProblem(values.taxId);
    if (taxId) problems.taxId = taxId;
    const addressProblems: AddressErrors =
      needsAddress && values.address.street1.trim() === '' ? { street1: 'required' } : {};
    setErrors(problems);
    setAddressErrors(addressProblems);
    setAlert(null);
    if (Object.keys(problems).length > 0 || Object.keys(addressProblems).length > 0) {
      document.getElementById(`${baseId}-${Object.keys(problems)[0] ?? 'street1'}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      const { message, code, fields } = failureOf(failure);
      const shown: Partial<Record<ContactField | 'taxId', string>> = {};
      const shownAddress: AddressErrors = {};
      for (const problem of fields) {
        if ((ADDRESS_PARTS as readonly string[]).includes(problem.field))
          shownAddress[problem.field as (typeof ADDRESS_PARTS)[number]] = problem.message;
        else if (problem.field === 'taxId' || problem.field === 'trusteeTaxId') shown.taxId = problem.message;
        else if (problem.field in values.contact) shown[problem.field as ContactField] = problem.message;
      }
      setErrors(shown);
      setAddressErrors(shownAddress);
      if (Object.keys(shown).length === 0 && Object.keys(shownAddress).length === 0)
        setAlert(message ?? code ?? t('errors.default'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {contactFields(type).map((field) => (
        <TextField
          key={field}
          field={{
            id: `${baseId}-${field}`,
            name: field,
            value: values.contact[field],
            error: errors[field] ?? null,
            onChange: (event) => {
              const text = DATE_FIELDS.includes(field) ? maskDate(event.target.value) : event.target.value;
              update({ ...values, contact: { ...values.contact, [field]: text } });
              setErrors((current) => ({ ...current, [field]: undefined }));
            },
            onBlur: () => undefined,
          }}
          label={t(`beneficiaries.fields.${field}` as 'beneficiaries.fields.firstName', {
            context: type === 'trust' ? 'trust' : undefined,
          })}
          hint={DATE_FIELDS.includes(field) ? t('beneficiaries.fields.dateHint') : undefined}
          required={isRequired(type, field)}
          markRequired
          type={INPUTS[field]?.type ?? 'text'}
          inputMode={INPUTS[field]?.inputMode}
          autoComplete={INPUTS[field]?.autoComplete ?? 'off'}
        />
      ))}
      <TextField
        field={{
          id: `${baseId}-taxId`,
          name: 'taxId',
          value: values.taxId,
          error: errors.taxId ?? null,
          onChange: (event) => {
            update({ ...values, taxId: formatTaxId(event.target.value, type) });
            setErrors((current) => ({ ...current, taxId: undefined }));
          },
          onBlur: () => undefined,
        }}
        label={t(`beneficiaries.fields.taxId_${type}` as 'beneficiaries.fields.taxId_individual')}
        hint={taxIdOnFile ? t('beneficiaries.fields.taxIdOnFile', { mask: TAX_ID_MASK }) : undefined}
        placeholder={taxIdOnFile ? TAX_ID_MASK : undefined}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <div>
        <p className={styles.sectionTitle} id={`${baseId}-address-title`}>
          {t('beneficiaries.fields.address')}
        </p>
        <AddressField
          idPrefix={`${baseId}`}
          value={values.address}
          onChange={(address) => {
            update({ ...values, address });
            setAddressErrors({});
          }}
          errors={addressErrors}
          required={needsAddress}
          markRequired
          anyState
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={pending || undefined}>
          {submitText}
        </Button>
        {children}
      </div>
    </form>
  );
}

export const emptyFormValues = (): BeneficiaryFormValues => ({
  contact: {
    firstName: '',
    middleInitial: '',
    lastName: '',
    suffix: '',
    relationship: '',
    birthdate: '',
    name: '',
    businessType: '',
    dateOfTrust: '',
    parentGuardianInfo: '',
    phoneNumber: '',
    email: '',
  },
  address: EMPTY_ADDRESS,
  taxId: '',
});
