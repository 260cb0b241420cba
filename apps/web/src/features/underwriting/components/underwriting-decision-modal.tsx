// UnderwritingDecisionModal (spec 001 §4.8): an underwriter decided a referred application. Accepted: "You've
// been approved!", on to /products/insurance/confirm-update when a policy edit is in progress (more cover or a term
// extended to 65 approved, its price waiting), else /fulfillment/start; rejected: "Your wait is over", on to
// /coverage-denied/rejected, or for a change of a policy in force (which keeps its cover) to confirm-update, which
// says what was decided.
// Either way the notification is marked read as it shows, so the modal opens once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { CONFIRM_UPDATE_PATH } from '../../../shared/journeys/cover-increase';
import { FULFILLMENT_START_PATH } from '../../../shared/journeys/fulfillment';
import { useMarkNotificationRead } from '../api/notifications';

export const REJECTED_PATH = '/coverage-denied/rejected';

export interface UnderwritingDecisionModalProps {
  result?: 'accepted' | 'rejected';
  notificationId?: string;
  /** The decision was on a request for more cover or to extend the term, whose price now waits for approval. */
  policyEdit?: 'increase' | 'extension' | null;
  /** The decision was on a change of a policy in force (more cover, a longer term), not a new application. */
  forPolicy?: boolean;
}

export function UnderwritingDecisionModal({
  result,
  notificationId,
  policyEdit = null,
  forPolicy = false,
}: UnderwritingDecisionModalProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkNotificationRead();
  // Seen once is enough: the notification is marked read as the modal shows, however it is closed.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!notificationId || marked.current === notificationId) return;
    marked.current = notificationId;
    markRead(notificationId);
  }, [notificationId, markRead]);
  if (result !== 'accepted' && result !== 'rejected') return null;
  const words =
    result === 'rejected'
      ? forPolicy
        ? 'rejectedPolicyEdit'
        : 'rejected'
      : policyEdit === 'increase'
        ? 'acceptedPolicyEdit'
        : policyEdit === 'extension'
          ? 'acceptedExtension'
          : 'accepted';
  const go = () => {
    close();
    if (result === 'rejected') void navigate(forPolicy ? CONFIRM_UPDATE_PATH : REJECTED_PATH);
    else void navigate(policyEdit ? CONFIRM_UPDATE_PATH : FULFILLMENT_START_PATH);
  };
  return (
    <ModalFrame title={t(`underwritingDecision.${words}.title`)}>
      <p>{t(`underwritingDecision.${words}.body`)}</p>
      <div className={styles.stack}>
        <Button onClick={go}>{t(`underwritingDecision.${words}.button`)}</Button>
      </div>
    </ModalFrame>
  );
}
