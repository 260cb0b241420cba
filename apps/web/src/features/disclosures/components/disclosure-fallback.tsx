// Shown when a disclosure does not exist or could not be loaded: say so, offer a retry and a way to support.
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { DocumentIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';

interface DisclosureFallbackProps {
  onRetry: () => void;
  retrying: boolean;
}

export function DisclosureFallback({ onRetry, retrying }: DisclosureFallbackProps) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('disclosure.missing.title')}
      icon={<DocumentIcon />}
      actions={
        <>
          <Button onClick={onRetry} disabled={retrying}>
            {t('disclosure.missing.retry')}
          </Button>
          <ButtonLink to="/customer-support" variant="secondary">
            {t('disclosure.missing.support')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('disclosure.missing.body')}</p>
    </MessageScreen>
  );
}
