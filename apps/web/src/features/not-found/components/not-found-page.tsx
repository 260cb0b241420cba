// Every path the app does not know (spec: Not-found page).
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import { CompassIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <MessageScreen
      title={t('notFound.title')}
      icon={<CompassIcon />}
      actions={<ButtonLink to="/">{t('notFound.button')}</ButtonLink>}
    >
      <p>{t('notFound.body')}</p>
    </MessageScreen>
  );
}
