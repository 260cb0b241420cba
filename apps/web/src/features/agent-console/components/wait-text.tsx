// "Waiting 4 min": a wait in words, counted on the server's clock (lib/wait).
import { useTranslation } from 'react-i18next';
import { waitOf } from '../lib/wait';

export function WaitText({ asOf, since }: { asOf: string; since: string | null }) {
  const { t } = useTranslation();
  const wait = waitOf(asOf, since);
  if (!wait) return null;
  const words =
    wait.unit === 'underMinute'
      ? t('agentConsole.wait.underMinute')
      : wait.unit === 'minutes'
        ? t('agentConsole.wait.minutes', { minutes: wait.minutes })
        : wait.unit === 'hours'
          ? t('agentConsole.wait.hours', { hours: wait.hours, minutes: wait.minutes })
          : t('agentConsole.wait.days', { days: wait.days, hours: wait.hours });
  return <>{t('agentConsole.wait.waiting', { wait: words })}</>;
}
