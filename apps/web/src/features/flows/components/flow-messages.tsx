// The screens a flow shows instead of a form: the fallback for a flow the server does not know, the empty
// state of a flow with no form, and a failed load with a retry.
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { AlertIcon, CompassIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { describeError, toAppError } from '../../../shared/lib/app-error';

export function FlowFallback() {
  const { t } = useTranslation();
  usePageTitle(t('flows.fallback.title'));
  return (
    <MessageScreen
      title={t('flows.fallback.title')}
      icon={<CompassIcon />}
      actions={<ButtonLink to="/">{t('flows.fallback.button')}</ButtonLink>}
    >
      <p>{t('flows.fallback.body')}</p>
    </MessageScreen>
  );
}

export function FlowEmptyState() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('flows.empty.title')}
      icon={<CompassIcon />}
      actions={<ButtonLink to="/">{t('flows.empty.button')}</ButtonLink>}
    >
      <p>{t('flows.empty.body')}</p>
    </MessageScreen>
  );
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('modals.generalError.title')}
      icon={<AlertIcon />}
      actions={<Button onClick={retry}>{t('common.retry')}</Button>}
    >
      <p>{describeError(toAppError(error)) ?? t('errors.default')}</p>
    </MessageScreen>
  );
}
