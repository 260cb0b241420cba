// /deep-link?feature=<name>&token=<t>&path=<p>: the landing of a link in an e-mail (spec 000 §2 "Deep links").
// A loading indicator shows while the link resolves; a sign-in link exchanges its login token first. A link
// missing what it needs is logged (without its token) and says so instead of loading for ever.
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import { AlertIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { errorText } from '../../../shared/lib/error-text';
import { withRedirect } from '../../../shared/lib/redirect';
import { failureOf } from '../../../shared/lib/user-error';
import { useExchangeLoginToken } from '../api/exchange-login-token';
import { resolveDeepLink, type DeepLink } from '../deep-link';

function LinkProblem({ message, loginTo }: { message?: string; loginTo?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('deepLink.failed.title'));
  return (
    <MessageScreen
      title={t('deepLink.failed.title')}
      icon={<AlertIcon />}
      actions={
        loginTo ? (
          <ButtonLink to={loginTo}>{t('deepLink.failed.login')}</ButtonLink>
        ) : (
          <ButtonLink to="/">{t('deepLink.failed.home')}</ButtonLink>
        )
      }
    >
      <p>{message ?? t('deepLink.failed.body')}</p>
    </MessageScreen>
  );
}

function MissingData({ link }: { link: Extract<DeepLink, { kind: 'missing' }> }) {
  useEffect(() => {
    console.error('Deep link with missing data', { feature: link.feature, missing: link.missing });
  }, [link.feature, link.missing]);
  return <LinkProblem />;
}

function SignInWithToken({ link }: { link: Extract<DeepLink, { kind: 'signIn' }> }) {
  const { t } = useTranslation();
  const exchange = useExchangeLoginToken(link.token, link.purpose);
  if (exchange.isPending) return <Loading fill label={t('deepLink.loading')} />;
  if (exchange.isError) {
    return (
      <LinkProblem
        message={errorText(failureOf(exchange.error), t)}
        loginTo={withRedirect('/login', link.to)}
      />
    );
  }
  return <Navigate to={link.to} replace />;
}

export function DeepLinkPage() {
  const { search } = useLocation();
  const link = useMemo(() => resolveDeepLink(search), [search]);
  if (link.kind === 'go') return <Navigate to={link.to} replace />;
  if (link.kind === 'missing') return <MissingData link={link} />;
  return <SignInWithToken link={link} />;
}
