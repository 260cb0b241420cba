// /wyshes/:id/details (verified): one of the person's wyshes: its amount (editable unless monitored), whether it
// follows a linked loan (a wysh paid to an institution), its recipient, the history of its amount and its removal. An id that is not one of theirs (another person's,
// a removed one, nonsense) shows the not-found page and nothing else. Removing it (the builder's
// RemoveWyshModal) goes back to the list.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Button } from '../../../shared/components/button';
import { CompassIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';
import { useMyWyshList } from '../api/wysh-list';
import { readableOnWhite } from '../lib/contrast';
import { AmountSection } from './amount-section';
import { HistorySection } from './history-section';
import { ListError } from './list-error';
import { MonitoringSection } from './monitoring-section';
import { RecipientSection } from './recipient-section';
import { WyshIcon } from './wysh-icon';
import styles from './wysh-list.module.css';

export function WyshDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useMyWyshList();
  const allocation = list.data?.wyshAllocations.find((item) => item.id === id);
  // Shown here, then gone from the list: it was removed (here or elsewhere), so back to the list.
  const [seenId, setSeenId] = useState<string | null>(null);
  if (allocation && seenId !== id) setSeenId(id);
  const removed = seenId === id && list.isSuccess && !allocation;
  useEffect(() => {
    if (removed) void navigate('/wyshes', { replace: true });
  }, [removed, navigate]);
  usePageTitle(allocation?.name ?? (list.isPending ? t('wyshList.title') : t('notFound.title')));

  if (list.isPending || removed) return <Loading fill />;
  if (list.isError) return <ListError title={t('wyshList.title')} onRetry={() => void list.refetch()} />;
  if (!allocation) {
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

  const category = allocation.wysh.wyshCategory;
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/wyshes">{t('wyshList.backToList')}</Link>
      </p>
      <header className={styles.detailsHeader}>
        <WyshIcon allocation={allocation} size={64} />
        <div>
          <p className={styles.pretitle} style={{ color: readableOnWhite(category.color) }}>
            {category.name}
          </p>
          <h1 className={styles.title}>{allocation.name}</h1>
        </div>
      </header>

      <AmountSection allocation={allocation} />
      <MonitoringSection allocation={allocation} />
      <RecipientSection allocation={allocation} />
      <HistorySection allocationId={allocation.id} />

      <section className={styles.section} aria-labelledby="remove-wysh-title">
        <h2 id="remove-wysh-title" className="visually-hidden">
          {t('wyshList.remove.button')}
        </h2>
        <Button
          variant="quiet"
          onClick={() => openModal('RemoveWyshModal', { id: allocation.id, name: allocation.name })}
        >
          {t('wyshList.remove.button')}
        </Button>
      </section>
    </div>
  );
}
