// The console is for underwriters: everyone else reads that it isn't for them (the server refuses them anyway).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { useIsUnderwriter } from '../api/console';

export function UnderwriterOnly({ children }: { children: (allowed: true) => ReactNode }) {
  const { t } = useTranslation();
  const { data: allowed, isPending, isError } = useIsUnderwriter();
  if (isPending) return <Loading fill label={t('underwriting.loading')} />;
  if (isError) return <p role="alert">{t('underwriting.failed')}</p>;
  if (!allowed)
    return (
      <MessageScreen title={t('underwriting.forbidden.title')}>
        <p>{t('underwriting.forbidden.body')}</p>
      </MessageScreen>
    );
  return <>{children(true)}</>;
}
