// The maintenance screens (spec: Maintenance): scheduled "We'll BRB!" with the return time, or unscheduled
// "Be back soon!". Both buttons check again and go to "/".
import { useTranslation } from 'react-i18next';
import { formatReturnTime } from '@wysh/domain/dates';
import type { MaintenanceKind } from '../../../graphql/generated/graphql';
import { Button } from '../../../shared/components/button';
import { ToolsIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';

interface MaintenanceScreenProps {
  kind: MaintenanceKind;
  returnsAt?: string | null;
  onRecheck: () => void;
  rechecking?: boolean;
  timeZone?: string;
}

export function MaintenanceScreen({
  kind,
  returnsAt,
  onRecheck,
  rechecking = false,
  timeZone,
}: MaintenanceScreenProps) {
  const { t } = useTranslation();
  const scheduled = kind === 'SCHEDULED';
  const title = scheduled ? t('maintenance.scheduled.title') : t('maintenance.unscheduled.title');
  usePageTitle(title);
  const returnTime = scheduled ? formatReturnTime(returnsAt, timeZone) : null;

  return (
    <MessageScreen
      title={title}
      icon={<ToolsIcon />}
      actions={
        <Button onClick={onRecheck} disabled={rechecking}>
          {scheduled ? t('maintenance.scheduled.button') : t('maintenance.unscheduled.button')}
        </Button>
      }
    >
      {scheduled ? (
        <>
          <p>{t('maintenance.scheduled.body')}</p>
          <p>
            {returnTime
              ? t('maintenance.scheduled.returnsAt', { time: returnTime })
              : t('maintenance.scheduled.returnsSoon')}
          </p>
        </>
      ) : (
        <p>{t('maintenance.unscheduled.body')}</p>
      )}
    </MessageScreen>
  );
}
