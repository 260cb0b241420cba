// /beneficiary/allocation/{lineOfBusiness}: how the benefit is split (spec 001 §4.2, §5). One input per
// beneficiary, keyed bene-allocation-<id>; DIVIDE EVENLY spreads 100 over a group; what is not a number counts
// as 0. The browser checks the shares with the domain's rules first, the server again (all or nothing): its
// field errors show under the inputs. Saving returns to the review it came from; leaving with changes asks
// first (SaveChangesModal).
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Responsibility } from '@wysh/domain/beneficiaries';
import { Button } from '../../../shared/components/button';
import { FormAlert, TextField } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useBeneficiaries, type MyBeneficiaries, type MyBeneficiary } from '../api/beneficiaries';
import { useUpdateAllocations } from '../api/beneficiary-mutations';
import {
  allocationErrors,
  allocationInputId,
  allocationsChanged,
  allocationsToSend,
  divideGroupEvenly,
  groupErrorKey,
  groupTotal,
  initialValues,
  type AllocationRow,
  type AllocationValues,
} from '../lib/allocation-form';
import type { Origin } from '../lib/destinations';
import { useOrigin } from '../lib/origin';
import { beneficiaryName } from '../lib/names';
import styles from './beneficiaries.module.css';

const rowOf = (beneficiary: MyBeneficiary): AllocationRow & { allocation: number } => ({
  id: beneficiary.id,
  responsibility: beneficiary.responsibility === 'BACKUP' ? 'backup' : 'primary',
  allocation: beneficiary.allocation,
});

export function AllocationPage() {
  const { t } = useTranslation();
  const { lineOfBusiness = 'wysh-insurance' } = useParams();
  const origin = useOrigin(lineOfBusiness);
  const query = useBeneficiaries(lineOfBusiness);
  // Each visit starts from the shares saved (a removal leads here again).
  const { key } = useLocation();
  usePageTitle(t('beneficiaries.allocation.title'));
  if (query.isPending) return <Loading fill label={t('beneficiaries.loading')} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('beneficiaries.allocation.title')}</h1>
        <FormAlert>{failure.message ?? failure.code ?? t('beneficiaries.loadFailed')}</FormAlert>
        <div className={styles.actions}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  }
  return <AllocationForm key={key} beneficiaries={query.data} origin={origin} />;
}

function AllocationForm({ beneficiaries, origin }: { beneficiaries: MyBeneficiaries; origin: Origin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useUpdateAllocations();
  const people = [...beneficiaries.list, ...beneficiaries.backup];
  const rows = people.map(rowOf);
  const [initial] = useState<AllocationValues>(() => initialValues(rows));
  const [values, setValues] = useState<AllocationValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const backToOrigin = () => void navigate(origin.path, { state: origin.state });

  const submit = async (): Promise<boolean> => {
    const problems = allocationErrors(values, rows);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems).find((key) => document.getElementById(key));
      if (first) document.getElementById(first)?.focus();
      return false;
    }
    try {
      await save.mutateAsync(allocationsToSend(values, rows));
      return true;
    } catch (failure) {
      const { message, code, fields } = failureOf(failure);
      setErrors(Object.fromEntries(fields.map((problem) => [problem.field, problem.message])));
      if (fields.length === 0) setAlert(message ?? code ?? t('errors.default'));
      return false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    void submit().then((saved) => {
      if (saved) backToOrigin();
    });
  };

  const leave = (event: React.MouseEvent) => {
    if (!allocationsChanged(values, initial)) return;
    event.preventDefault();
    openModal('SaveChangesModal', {
      onSave: () =>
        void submit().then((saved) => {
          if (saved) backToOrigin();
        }),
      onDiscard: backToOrigin,
    });
  };

  const group = (responsibility: Responsibility, members: readonly MyBeneficiary[]) => {
    if (members.length === 0) return null;
    const headingId = `allocation-${responsibility}`;
    const groupError = errors[groupErrorKey(responsibility)];
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`beneficiaries.allocation.group_${responsibility}` as 'beneficiaries.allocation.group_primary')}
        </h2>
        {members.map((beneficiary) => {
          const id = allocationInputId(beneficiary.id);
          return (
            <TextField
              key={beneficiary.id}
              field={{
                id,
                name: id,
                value: values[id] ?? '',
                error: errors[id] ?? null,
                onChange: (event) => {
                  const text = event.target.value;
                  setValues((current) => ({ ...current, [id]: text }));
                  setErrors((current) => {
                    const { [id]: _removed, [groupErrorKey(responsibility)]: _group, ...rest } = current;
                    return rest;
                  });
                },
                onBlur: () => undefined,
              }}
              label={t('beneficiaries.allocation.share', { name: beneficiaryName(beneficiary) })}
              inputMode="numeric"
              autoComplete="off"
            />
          );
        })}
        <p className={styles.groupTotal} aria-live="polite">
          {t('beneficiaries.allocation.total', { total: groupTotal(values, rows, responsibility) })}
        </p>
        {groupError ? (
          <p className={styles.groupError} role="alert">
            {groupError}
          </p>
        ) : null}
        {members.length > 1 ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setValues((current) => divideGroupEvenly(current, rows, responsibility));
                setErrors({});
              }}
            >
              {t(
                `beneficiaries.allocation.divideEvenly_${responsibility}` as 'beneficiaries.allocation.divideEvenly_primary',
              )}
            </Button>
          </div>
        ) : null}
      </section>
    );
  };

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={origin.path} state={origin.state} onClick={leave}>
          {t('beneficiaries.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('beneficiaries.allocation.title')}</h1>
      <p className={styles.lead}>{t('beneficiaries.allocation.lead')}</p>
      {people.length === 0 ? (
        <p className={styles.empty}>{t('beneficiaries.review.emptyPrimary')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          {group('primary', beneficiaries.list)}
          {group('backup', beneficiaries.backup)}
          <div className={styles.primaryAction}>
            <Button type="submit" block aria-disabled={save.isPending || undefined}>
              {t('beneficiaries.allocation.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
