// Customer service's pages (/servicing and /servicing/chat) are for the `support` role: everyone else reads that
// they aren't for them (the server refuses them anyway). Both pages share the nav between them.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { graphql } from '../../graphql/generated';
import { Loading } from '../components/loading';
import { MessageScreen } from '../components/message-screen';
import { execute } from '../lib/graphql-client';
import styles from './servicing-nav.module.css';

const SupportRolesDocument = graphql(`
  query SupportRoles {
    currentUser {
      id
      roles
    }
  }
`);

export function useIsSupport() {
  return useQuery({
    queryKey: ['viewer', 'servicing', 'roles'],
    queryFn: async () =>
      (await execute(SupportRolesDocument)).currentUser?.roles.includes('support') ?? false,
  });
}

export function SupportOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: allowed, isPending, isError } = useIsSupport();
  if (isPending) return <Loading fill label={t('servicing.loading')} />;
  if (isError) return <p role="alert">{t('servicing.failed')}</p>;
  if (!allowed)
    return (
      <MessageScreen title={t('servicing.forbidden.title')}>
        <p>{t('servicing.forbidden.body')}</p>
      </MessageScreen>
    );
  return <>{children}</>;
}

/** The way between customer service's two pages: the conversations and finding a policy by its number. */
export function ServicingNav() {
  const { t } = useTranslation();
  const look = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.current}` : styles.tab;
  return (
    <nav aria-label={t('servicing.nav.label')} className={styles.nav}>
      <NavLink to="/servicing/chat" className={look}>
        {t('servicing.nav.conversations')}
      </NavLink>
      <NavLink to="/servicing" end className={look}>
        {t('servicing.nav.findPolicy')}
      </NavLink>
    </nav>
  );
}
