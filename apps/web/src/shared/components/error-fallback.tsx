// What a person sees when the app itself broke: the default error text and a way to start over.
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { AlertIcon } from './icons';
import { MessageScreen } from './message-screen';

export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('errors.default')}
      icon={<AlertIcon />}
      actions={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    >
      <p>{t('errors.reloadHint')}</p>
    </MessageScreen>
  );
}
