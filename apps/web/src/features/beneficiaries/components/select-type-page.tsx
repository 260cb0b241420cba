// /beneficiary/select-type/{lineOfBusiness}/{primary|backup}: who the new beneficiary is (an individual, a minor,
// an organization or a trust), then that kind's form. A new primary offers to add another
// (AddAnotherBeneficiaryModal); a new backup returns to the review it came from.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BENEFICIARY_TYPES } from '@wysh/domain/beneficiaries';
import { Button } from '../../../shared/components/button';
import { useFocusTitleOnStep } from '../../../shared/components/form-page';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';
import { useCreateBeneficiary } from '../api/beneficiary-mutations';
import { addressInput } from '../lib/address-input';
import {
  contactInput,
  toWireResponsibility,
  toWireType,
  type BeneficiaryType,
} from '../lib/beneficiary-fields';
import { useOrigin } from '../lib/origin';
import { taxIdInput } from '../lib/tax-id';
import { BeneficiaryForm, emptyFormValues } from './beneficiary-form';
import styles from './beneficiaries.module.css';

/** Each visit starts afresh (ADD ANOTHER comes back to this same path). */
export function SelectTypePage() {
  const location = useLocation();
  return <SelectType key={location.key} />;
}

function SelectType() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lineOfBusiness = 'wysh-insurance', responsibility: given } = useParams();
  const responsibility = given === 'backup' ? 'backup' : 'primary';
  const origin = useOrigin(lineOfBusiness);
  const create = useCreateBeneficiary();
  const [choice, setChoice] = useState<BeneficiaryType>('individual');
  const [type, setType] = useState<BeneficiaryType | null>(null);
  useFocusTitleOnStep(type);
  const title = type
    ? t(`beneficiaries.kinds.${type}.formTitle` as 'beneficiaries.kinds.individual.formTitle')
    : t(`beneficiaries.selectType.title_${responsibility}` as 'beneficiaries.selectType.title_primary');
  usePageTitle(title);

  const backToOrigin = () => void navigate(origin.path, { state: origin.state });

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        {type ? (
          <Button variant="quiet" onClick={() => setType(null)}>
            {t('beneficiaries.back')}
          </Button>
        ) : (
          <Link to={origin.path} state={origin.state}>
            {t('beneficiaries.back')}
          </Link>
        )}
      </p>
      <p className={styles.pretitle}>
        {t(
          `beneficiaries.selectType.pretitle_${responsibility}` as 'beneficiaries.selectType.pretitle_primary',
        )}
      </p>
      <h1 id="form-page-title" className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {type === null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setType(choice);
          }}
        >
          <fieldset className={styles.kinds}>
            <legend>{t('beneficiaries.selectType.legend')}</legend>
            {BENEFICIARY_TYPES.map((kind) => (
              <label key={kind} className={styles.kind}>
                <input
                  type="radio"
                  name="beneficiary-type"
                  value={kind}
                  checked={choice === kind}
                  onChange={() => setChoice(kind)}
                />
                <span className={styles.kindText}>
                  <strong>
                    {t(`beneficiaries.kinds.${kind}.title` as 'beneficiaries.kinds.individual.title')}
                  </strong>
                  <span className={styles.kindHint}>
                    {t(`beneficiaries.kinds.${kind}.hint` as 'beneficiaries.kinds.individual.hint')}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">{t('beneficiaries.selectType.continue')}</Button>
          </div>
        </form>
      ) : (
        <BeneficiaryForm
          key={type}
          type={type}
          initial={emptyFormValues()}
          submitText={t('beneficiaries.form.add')}
          onSubmit={async (values) => {
            await create.mutateAsync({
              lineOfBusiness,
              type: toWireType(type),
              responsibility: toWireResponsibility(responsibility),
              contact: contactInput(type, values.contact),
              address: addressInput(values.address),
              ...(await taxIdInput(values.taxId, type)),
            });
            if (responsibility === 'primary')
              openModal('AddAnotherBeneficiaryModal', { lineOfBusiness, origin });
            else backToOrigin();
          }}
        />
      )}
    </div>
  );
}
