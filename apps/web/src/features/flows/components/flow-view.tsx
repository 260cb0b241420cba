// Picks how the form on screen is drawn, by the layout the server's definition gives it (the profile review and
// the intentional loader are layouts too: the renderer never looks at a form's slug). Every layout but the modal gets the back control: the
// form's leading navigation button, else "Back" (pop), unless the journey's own back shows on this page.
import { lazy, Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Action } from '@wysh/forms/protocol';
import { CloseIcon } from '../../../shared/components/icons';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { journeyShowsBack, useJourneyStore } from '../../../shared/stores/journey';
import { FlowScreensContext } from '../../../shared/lib/flow-screens';
import { Loading } from '../../../shared/components/loading';
import { useFlowForm } from './form-context';
import { IntentionalLoader } from './intentional-loader';
import { ConfirmationLayout, ReviewLayout, TerminalLayout, VerticalLayout } from './layouts';
import { titleOf } from '../lib/form-text';
import { ProfileReviewScreen } from './profile-review-screen';
import { TriviaScreen } from './trivia-screen';
import styles from './flows.module.css';

const ModalLayout = lazy(() => import('./modal-layout').then((m) => ({ default: m.ModalLayout })));

const POP: Action[] = [{ type: 'api', command: { destination: 'pop', arguments: [] } }];

function BackControl() {
  const { t } = useTranslation();
  const { form, run } = useFlowForm();
  const { pathname } = useLocation();
  // Inside a journey step that shows the journey's own back (which asks before leaving), one is enough.
  const journeyBack = useJourneyStore((state) => journeyShowsBack(state.status, pathname));
  const leading = form.leadingNavigationButton;
  const close = leading?.style === 'close';
  if (journeyBack) return null;
  return (
    <nav className={styles.topBar} aria-label={t('flows.back')}>
      <button
        type="button"
        className={styles.backButton}
        onClick={() => run(leading?.actions ?? POP)}
        aria-label={close ? t('flows.close') : undefined}
      >
        {close ? (
          <CloseIcon />
        ) : (
          <>
            <span aria-hidden="true">←</span> {t('flows.back')}
          </>
        )}
      </button>
    </nav>
  );
}

/** A layout another feature draws (the app provides it); vertical when none is provided. */
function ProvidedScreen({
  columns,
  layout,
}: {
  columns: boolean;
  layout: 'myBeneficiaries' | 'purchasePolicy' | 'purchaseSuccess';
}) {
  const { form, run, busy, formError, flowScope } = useFlowForm();
  const Screen = useContext(FlowScreensContext)[layout];
  if (!Screen) return <VerticalLayout columns={columns} />;
  return (
    <Suspense fallback={<Loading />}>
      <Screen form={form} run={run} busy={busy} formError={formError} flowScope={flowScope ?? null} />
    </Suspense>
  );
}

function Body({ columns }: { columns: boolean }) {
  const { form } = useFlowForm();
  switch (form.layout) {
    case 'myBeneficiaries':
    case 'purchasePolicy':
    case 'purchaseSuccess':
      return <ProvidedScreen columns={columns} layout={form.layout} />;
    case 'loader':
      return <IntentionalLoader />;
    case 'profileReview':
      return <ProfileReviewScreen />;
    case 'review':
      return <ReviewLayout />;
    case 'confirmation':
      return <ConfirmationLayout />;
    case 'terminal':
      return <TerminalLayout />;
    case 'trivia':
      return <TriviaScreen />;
    default:
      return <VerticalLayout columns={columns} />;
  }
}

export function FlowView({
  columns,
  overlayOpen,
  onOverlayDismissed,
}: {
  columns: boolean;
  overlayOpen: boolean;
  onOverlayDismissed: () => void;
}) {
  const { t } = useTranslation();
  const { form } = useFlowForm();
  usePageTitle(
    titleOf(form) ?? (form.layout === 'profileReview' ? t('flows.review.title') : (form.description ?? null)),
  );
  if (form.layout === 'modal')
    return (
      <>
        {overlayOpen ? null : <BackControl />}
        <Suspense fallback={null}>
          <ModalLayout open={overlayOpen} onDismissed={onOverlayDismissed} />
        </Suspense>
      </>
    );
  // No back control: the loader, the trivia, a terminal form, and the purchase (spec 000 §2: no back navigation).
  const bare = ['loader', 'trivia', 'terminal', 'purchasePolicy', 'purchaseSuccess'].includes(form.layout);
  return (
    <>
      {bare ? null : <BackControl />}
      <section className={styles.screen} aria-labelledby={titleOf(form) ? 'flow-form-title' : undefined}>
        <Body columns={columns} />
      </section>
    </>
  );
}
