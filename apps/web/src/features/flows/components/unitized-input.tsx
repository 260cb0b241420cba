// inputUnitized: one value in parts (feet and inches), each a whole number in its own box.
import type { ItemOf } from '@wysh/forms/protocol';
import { FieldShell } from './field-shell';
import { useInput } from './form-context';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './flows.module.css';

export function UnitizedInput({ item }: { item: ItemOf<'inputUnitized'> }) {
  const field = useInput<Record<string, number | null>>(item);
  const { label, hint, units } = item.content;
  const parts = field.value ?? {};
  return (
    <FieldShell field={field} label={label} hint={hint} group>
      <div className={styles.units}>
        {units.map((unit, index) => {
          const id = index === 0 ? field.id : `${field.id}-${unit.key}`;
          return (
            <div key={unit.key} className={styles.unit}>
              <label htmlFor={id} className={styles.unitLabel}>
                {unit.label}
              </label>
              <div className={styles.affixed}>
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  value={parts[unit.key] ?? ''}
                  disabled={field.disabled}
                  aria-invalid={field.errors.length > 0 || undefined}
                  className={formStyles.input}
                  onChange={(event) => {
                    const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
                    field.onChange({ ...parts, [unit.key]: digits === '' ? null : Number(digits) });
                  }}
                  onBlur={field.onBlur}
                />
                <span className={styles.suffix}>{unit.unit}</span>
              </div>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
