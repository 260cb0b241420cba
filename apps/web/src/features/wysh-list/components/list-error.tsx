// The list could not be read: say so, and offer to try again.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { AlertIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';

export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={title}
      icon={<AlertIcon />}
      actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    >
      <p>{t('wyshList.loadError')}</p>
    </MessageScreen>
  );
}
