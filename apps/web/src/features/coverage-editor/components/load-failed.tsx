// What every editor mode shows when what it edits (or its sliders) could not be loaded: a way to try again.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { MessageScreen } from '../../../shared/components/message-screen';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('coverageEditor.loadFailed')}
      actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
