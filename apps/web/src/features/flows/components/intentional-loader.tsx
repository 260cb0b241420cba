// The loader layout (spec 001 §2.4, §9, the intentional-loader form): a plant grows for 12 seconds while two
// messages take turns (12 s / 2 = every 6 s), then the actions of its item "intentional-loader-button" run.
// With reduced motion the plant is drawn grown and the messages simply change.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowForm } from './form-context';
import styles from './intentional-loader.module.css';

export const LOADER_DURATION_MS = 12_000;
export const LOADER_BUTTON_KEY = 'intentional-loader-button';
const MESSAGE_KEYS = ['flows.loader.first', 'flows.loader.second'] as const;

export function IntentionalLoader() {
  const { t } = useTranslation();
  const { form, run } = useFlowForm();
  const [message, setMessage] = useState(0);
  const button = form.items.find((item) => item.key === LOADER_BUTTON_KEY);
  const actions = button?.type === 'button' ? button.content.actions : null;

  useEffect(() => {
    const every = LOADER_DURATION_MS / MESSAGE_KEYS.length;
    const rotate = window.setInterval(
      () => setMessage((current) => Math.min(current + 1, MESSAGE_KEYS.length - 1)),
      every,
    );
    const done = window.setTimeout(() => {
      if (actions) run(actions);
    }, LOADER_DURATION_MS);
    return () => {
      window.clearInterval(rotate);
      window.clearTimeout(done);
    };
    // Once per form: the actions belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.id]);

  return (
    <section className={styles.loader} aria-labelledby="intentional-loader-title">
      <h1 id="intentional-loader-title" className="visually-hidden">
        {t('flows.loader.label')}
      </h1>
      <svg className={styles.plant} viewBox="0 0 120 140" aria-hidden="true">
        <path className={styles.pot} d="M30 104h60l-7 30H37z" />
        <rect className={styles.rim} x="26" y="96" width="68" height="10" rx="3" />
        <path className={styles.stem} d="M60 96V40" pathLength={1} />
        <path className={styles.leafLeft} d="M60 72c-18-2-28-12-30-26 16 0 28 8 30 26z" />
        <path className={styles.leafRight} d="M60 58c16-2 26-12 28-26-15 0-26 8-28 26z" />
        <circle className={styles.bud} cx="60" cy="36" r="7" />
      </svg>
      <p id="intentional-loader-message" className={styles.message} role="status" aria-live="polite">
        {t(MESSAGE_KEYS[message] ?? MESSAGE_KEYS[0])}
      </p>
    </section>
  );
}
