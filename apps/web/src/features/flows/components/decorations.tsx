// Decorations by slug (spec 001 §2.5): panels of the app's own content. Unknown slugs render nothing, so a
// definition ahead of the web app never breaks a form. The slugs are listed in docs/flows-contract.md.
import { useTranslation } from 'react-i18next';
import { ELIGIBLE_STATES } from '@wysh/domain/eligibility';
import { Button } from '../../../shared/components/button';
import {
  AlertIcon,
  ChatIcon,
  HeartIcon,
  LockIcon,
  PhoneIcon,
  ShieldIcon,
} from '../../../shared/components/icons';
import type { ItemOf } from '@wysh/forms/protocol';
import type { ReactNode } from 'react';
import styles from './flows.module.css';
import { openChat } from '../../../shared/stores/chat';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <aside className={styles.panel}>
      <span className={styles.panelIcon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.panelBody}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {children}
      </div>
    </aside>
  );
}

function listOfStates(): string {
  const names: string[] = Object.values(ELIGIBLE_STATES);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const DECORATION_SLUGS = [
  'age-ineligibility',
  'state-ineligibility',
  'privacy',
  'privacy-ssn',
  'terminal-illness-rider',
  'sms-account-updates',
  'underwriting-next-steps',
  'manual-underwriting-video',
  'customer-support-chat',
] as const;

export function DecorationItem({ item }: { item: ItemOf<'decoration'> }) {
  const { t } = useTranslation();
  switch (item.content.slug) {
    case 'age-ineligibility':
      return (
        <Panel icon={<AlertIcon />} title={t('flows.decoration.ageIneligible.title')}>
          <p>{t('flows.decoration.ageIneligible.body')}</p>
        </Panel>
      );
    case 'state-ineligibility':
      return (
        <Panel icon={<AlertIcon />} title={t('flows.decoration.stateIneligible.title')}>
          <p>{t('flows.decoration.stateIneligible.body', { states: listOfStates() })}</p>
        </Panel>
      );
    case 'privacy':
      return (
        <Panel icon={<LockIcon />} title={t('flows.decoration.privacy.title')}>
          <p>{t('flows.decoration.privacy.body')}</p>
        </Panel>
      );
    case 'privacy-ssn':
      return (
        <Panel icon={<LockIcon />} title={t('flows.decoration.privacySsn.title')}>
          <p>{t('flows.decoration.privacySsn.body')}</p>
        </Panel>
      );
    case 'terminal-illness-rider':
      return (
        <Panel icon={<HeartIcon />} title={t('flows.decoration.terminalIllness.title')}>
          <p>{t('flows.decoration.terminalIllness.body')}</p>
        </Panel>
      );
    case 'sms-account-updates':
      return (
        <Panel icon={<PhoneIcon />} title={t('flows.decoration.sms.title')}>
          <p>{t('flows.decoration.sms.body')}</p>
        </Panel>
      );
    case 'underwriting-next-steps':
      return (
        <section className={styles.steps} aria-labelledby={`${item.key}-title`}>
          <h2 id={`${item.key}-title`} className={styles.panelTitle}>
            {t('flows.decoration.nextSteps.title')}
          </h2>
          <ol className={styles.stepList}>
            <li>{t('flows.decoration.nextSteps.step1')}</li>
            <li>{t('flows.decoration.nextSteps.step2')}</li>
            <li>{t('flows.decoration.nextSteps.step3')}</li>
            <li>{t('flows.decoration.nextSteps.step4')}</li>
          </ol>
        </section>
      );
    case 'manual-underwriting-video':
      return (
        <Panel icon={<ShieldIcon />} title={t('flows.decoration.manualUw.title')}>
          <p>{t('flows.decoration.manualUw.body')}</p>
        </Panel>
      );
    case 'customer-support-chat':
      return (
        <Panel icon={<ChatIcon />} title={t('flows.decoration.chat.title')}>
          <p>{t('flows.decoration.chat.body')}</p>
          <Button variant="secondary" onClick={openChat}>
            {t('flows.decoration.chat.button')}
          </Button>
        </Panel>
      );
    default:
      return null;
  }
}
