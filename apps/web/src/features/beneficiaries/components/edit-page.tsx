// /beneficiary/edit/{lineOfBusiness}/{id}: one beneficiary's details (the review's edit icon), saved with
// updateBeneficiary, or removed: RemoveBeneficiaryModal, or RemoveLastBeneficiaryModal for the last primary while
// a backup exists (promote the backup or remove both). Leaving with unsaved changes asks first (SaveChangesModal).
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { EMPTY_ADDRESS } from '../../../shared/components/address/address-field';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useBeneficiaries, type MyBeneficiary } from '../api/beneficiaries';
import { useUpdateBeneficiary } from '../api/beneficiary-mutations';
import { addressInput, sameAddress } from '../lib/address-input';
import { contactInput, contactValuesOf, fromWireType } from '../lib/beneficiary-fields';
import { useOrigin } from '../lib/origin';
import { taxIdInput } from '../lib/tax-id';
import { beneficiaryName } from '../lib/names';
import { BeneficiaryForm, type BeneficiaryFormValues } from './beneficiary-form';
import styles from './beneficiaries.module.css';

function formValuesOf(beneficiary: MyBeneficiary): BeneficiaryFormValues {
  const { contact } = beneficiary;
  const address =
    contact.__typename === 'TrustContact'
      ? contact.nullableAddress
      : contact.__typename === 'IndividualContact' || contact.__typename === 'OrganizationContact'
        ? contact.requiredAddress
        : null;
  return {
    contact: contactValuesOf(beneficiary),
    address: address ? { ...address, street2: address.street2 ?? '', verified: true } : EMPTY_ADDRESS,
    taxId: '',
  };
}

function changed(a: BeneficiaryFormValues, b: BeneficiaryFormValues): boolean {
  return (
    Object.keys(a.contact).some(
      (key) => a.contact[key as keyof typeof a.contact] !== b.contact[key as keyof typeof b.contact],
    ) ||
    !sameAddress(a.address, b.address) ||
    a.taxId !== b.taxId
  );
}

export function EditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lineOfBusiness = 'wysh-insurance', id = '' } = useParams();
  const origin = useOrigin(lineOfBusiness);
  const query = useBeneficiaries(lineOfBusiness);
  const update = useUpdateBeneficiary();
  const edited = useRef<BeneficiaryFormValues | null>(null);
  const [, setDirty] = useState(false);
  usePageTitle(t('beneficiaries.edit.title'));

  const backToOrigin = () => void navigate(origin.path, { state: origin.state });

  if (query.isPending) return <Loading fill label={t('beneficiaries.loading')} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('beneficiaries.edit.title')}</h1>
        <FormAlert>{failure.message ?? failure.code ?? t('beneficiaries.loadFailed')}</FormAlert>
        <div className={styles.actions}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  }
  const { list, backup } = query.data;
  const beneficiary = [...list, ...backup].find((each) => each.id === id);
  if (!beneficiary) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('beneficiaries.edit.missing')}</h1>
        <div className={styles.actions}>
          <Button onClick={backToOrigin}>{t('beneficiaries.back')}</Button>
        </div>
      </div>
    );
  }
  const type = fromWireType(beneficiary.type);
  const initial = formValuesOf(beneficiary);
  const name = beneficiaryName(beneficiary);
  const responsibility = beneficiary.responsibility === 'BACKUP' ? 'backup' : 'primary';

  const save = async (values: BeneficiaryFormValues) => {
    await update.mutateAsync({
      beneficiaryId: beneficiary.id,
      contact: contactInput(type, values.contact),
      ...(sameAddress(values.address, initial.address) ? {} : { address: addressInput(values.address) }),
      ...(await taxIdInput(values.taxId, type)),
    });
    edited.current = null;
    backToOrigin();
  };

  const leave = () => {
    const values = edited.current;
    if (values && changed(values, initial)) {
      openModal('SaveChangesModal', {
        onSave: () => void save(values).catch(() => undefined),
        onDiscard: backToOrigin,
      });
      return;
    }
    backToOrigin();
  };

  const remove = () => {
    const lastPrimary = responsibility === 'primary' && list.length === 1;
    if (lastPrimary && backup.length > 0) {
      openModal('RemoveLastBeneficiaryModal', {
        beneficiaryId: beneficiary.id,
        name,
        backupCount: backup.length,
        lineOfBusiness,
        origin,
      });
      return;
    }
    openModal('RemoveBeneficiaryModal', {
      beneficiaryId: beneficiary.id,
      name,
      responsibility,
      primariesLeft: responsibility === 'primary' ? list.length - 1 : list.length,
      lineOfBusiness,
      origin,
    });
  };

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Button variant="quiet" onClick={leave}>
          {t('beneficiaries.back')}
        </Button>
      </p>
      <p className={styles.pretitle}>
        {t(`beneficiaries.kinds.${type}.title` as 'beneficiaries.kinds.individual.title')}
      </p>
      <h1 className={styles.title}>{t('beneficiaries.edit.heading', { name })}</h1>
      <BeneficiaryForm
        type={type}
        initial={initial}
        submitText={t('beneficiaries.form.save')}
        onSubmit={save}
        taxIdOnFile={
          beneficiary.contact.__typename === 'TrustContact'
            ? beneficiary.contact.trusteeTaxIdSet
            : beneficiary.contact.__typename !== 'OrganizationContact' &&
                beneficiary.contact.__typename !== 'IndividualContact'
              ? false
              : beneficiary.contact.taxIdSet
        }
        onChange={(values) => {
          edited.current = values;
          setDirty(true);
        }}
      >
        <Button variant="secondary" onClick={remove}>
          {t('beneficiaries.edit.remove')}
        </Button>
      </BeneficiaryForm>
    </div>
  );
}
