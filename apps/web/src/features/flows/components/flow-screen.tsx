// A flow on screen (spec 001 §4.1 "Flow start"): take the session of the flow by slug (resumed unless
// fromStart) with its flow and current form in one request, render it, and run its buttons' actions. The answers live here, in this
// screen's own store (never a global one, never storage), so a failed submission keeps every value typed and
// leaving the screen forgets them.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { Action, Form } from '@wysh/forms/protocol';
import { Loading } from '../../../shared/components/loading';
import { track } from '../../../shared/analytics/track';
import { UploadError, uploadFiles } from '../../../shared/lib/direct-upload';
import { journeyDestination } from '../../../shared/journeys/navigation';
import { activeJourney, useJourneyStore } from '../../../shared/stores/journey';
import { closeModal, openModal } from '../../../shared/stores/modal';
import { UserErrorFailure } from '../../../shared/lib/user-error';
import { createFlowSession, type FlowRecord } from '../api/create-flow-session';
import { invalidateAfterWrite } from '../../../shared/lib/query-client';
import { createResponse, RESPONSE_INVALIDATES } from '../api/create-response';
import { executeGroupMutation, GROUP_MUTATION_INVALIDATES } from '../api/execute-group-mutation';
import { fetchForm, type FlowSessionRecord } from '../api/fetch-form';
import { fetchSensitiveDataKey } from '../../../shared/api/sensitive-data-key';
import { createActionRunner } from '../lib/action-runner/runner';
import type { ActionDeps, FlowRuntime, RunOptions } from '../lib/action-runner/types';
import { createTaxIdEncryptor } from '../../../shared/lib/encrypt-sensitive';
import {
  blurField,
  initialFormState,
  localToday,
  marksRequired,
  setFieldFiles,
  setFieldValue,
  type FormState,
} from '../lib/form-state';
import { flowStartEvents } from '../lib/flow-events';
import { toWireScope } from '../lib/scopes';
import { FlowEmptyState, FlowFallback, LoadFailed } from './flow-messages';
import { FlowView } from './flow-view';
import { FlowFormContext, focusField, type FlowFormContextValue } from './form-context';
import styles from './flows.module.css';

/** The public key is the server's, not the person's: one fetch per visit is enough. */
const encryptTaxId = createTaxIdEncryptor(fetchSensitiveDataKey);

/** The application document's URL, through the server's list of group mutations (documents issue). */
async function applicationDocumentUrl(): Promise<string> {
  const response = await executeGroupMutation({ mutationKey: 'applicationDocument', inputPayload: {} });
  if (typeof response?.url !== 'string') throw new Error('No application document URL');
  return response.url;
}

/**
 * DocumentUploadErrorModal ("Upload failed"); a file refused for its size, type or number, or one that could
 * not be sent, is named in the upload's own words.
 */
function showUploadFailed(error: unknown): void {
  const named = error instanceof UploadError && error.code !== 'DIRECT_UPLOAD_FAILED';
  openModal('DocumentUploadErrorModal', named ? { message: error.message } : {});
}

export type FinishTarget = (groupResponses: Readonly<Record<string, unknown>>) => {
  to: string;
  state?: unknown;
} | null;

export interface FlowScreenProps {
  slug: string;
  /** The scope from navigation state ("new_policy"); the flow's default otherwise. */
  flowScope?: string | null;
  fromStart?: boolean;
  /** Where the person came from (popToRoot, exits). */
  from?: string | null;
  /** Where finishing goes when the finishing action names no link (a page that embeds a flow). */
  finishTarget?: FinishTarget;
  /** Two columns from 960 px: the form's leading text beside its inputs. */
  columns?: boolean;
  /** Shown above the form (a page's own back link). */
  header?: ReactNode;
}

interface ScreenState {
  session: FlowSessionRecord;
  form: Form | null;
  formState: FormState;
  formError: string | null;
  groupResponses: Readonly<Record<string, unknown>>;
  overlayOpen: boolean;
  busy: boolean;
  finishTarget?: FinishTarget;
}

const EMPTY_FORM = { items: [] };

const clock: ActionDeps['clock'] = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

/** The start of a flow: one request (createFlowSession answers the flow, the session and its form). */
export function FlowScreen({ slug, flowScope, fromStart = false, ...rest }: FlowScreenProps) {
  const { t } = useTranslation();
  // The scope from navigation state; none: the flow's default (the server's to pick).
  const scope = flowScope ? toWireScope(flowScope) : null;
  // One start per visit (StrictMode mounts twice; the query runs once). Kept only while the screen shows.
  const start = useQuery({
    queryKey: ['flows', 'start', slug, scope, fromStart],
    queryFn: async () => {
      try {
        return await createFlowSession({ flowId: slug, fromStart, flowScope: scope });
      } catch (error) {
        // A slug the server does not know: the fallback, not an error.
        if (error instanceof UserErrorFailure && error.code === 'FLOW_NOT_FOUND') return null;
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (start.isPending) return <Loading fill label={t('flows.loading')} />;
  if (start.isError) return <LoadFailed error={start.error} retry={() => void start.refetch()} />;
  if (start.data === null) return <FlowFallback />;
  return <FlowRunner {...rest} flow={start.data.flow} session={start.data.session} form={start.data.form} />;
}

function FlowRunner({
  flow,
  session,
  form: firstForm,
  from = null,
  finishTarget,
  columns = false,
  header,
}: Omit<FlowScreenProps, 'slug'> & { flow: FlowRecord; session: FlowSessionRecord; form: Form | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [store] = useState<StoreApi<ScreenState>>(() =>
    createStore<ScreenState>()(() => ({
      session,
      form: firstForm,
      formState: initialFormState(firstForm ?? EMPTY_FORM),
      formError: null,
      groupResponses: {},
      overlayOpen: true,
      busy: false,
      finishTarget,
    })),
  );
  const screen = useStore(store);
  useEffect(() => {
    store.setState({ finishTarget });
  }, [store, finishTarget]);

  const runner = useMemo(() => {
    const runtime: FlowRuntime = {
      flow: () => flow,
      session: () => store.getState().session,
      form: () => store.getState().form,
      formState: () => store.getState().formState,
      setFormState: (formState) => store.setState({ formState }),
      showForm: (form, nextSession) =>
        store.setState({
          form,
          session: nextSession,
          formState: initialFormState(form ?? EMPTY_FORM),
          formError: null,
          overlayOpen: true,
        }),
      setSession: (nextSession) => store.setState({ session: nextSession }),
      setFormError: (formError) => store.setState({ formError }),
      groupResponses: () => store.getState().groupResponses,
      setGroupResponse: (key, response) =>
        store.setState((state) => ({ groupResponses: { ...state.groupResponses, [key]: response } })),
      from: () => from,
      dismissOverlay: () => store.setState({ overlayOpen: false }),
      finishTarget: () => {
        const { finishTarget: target, groupResponses } = store.getState();
        return target?.(groupResponses) ?? null;
      },
    };
    const deps: ActionDeps = {
      api: {
        fetchForm,
        // Saved answers and group mutations change what the app has cached: those queries refetch.
        createResponse: async (input) => {
          const result = await createResponse(input);
          if (result.validationErrors.length === 0 && !result.error)
            void invalidateAfterWrite(queryClient, RESPONSE_INVALIDATES);
          return result;
        },
        executeGroupMutation: async (input) => {
          const response = await executeGroupMutation(input);
          void invalidateAfterWrite(queryClient, GROUP_MUTATION_INVALIDATES);
          return response;
        },
        applicationDocumentUrl,
      },
      encryptTaxId,
      uploadFiles: (files, accept) => uploadFiles(files, { accept }),
      showUploadFailed,
      navigate: (to, options) => {
        // A journey's flow step is entered with its scope in the navigation state, so that a reload there
        // resumes the same session before the journey itself is restored.
        const state = options?.state ?? journeyDestination(to).state;
        void navigate(to, { ...options, state });
      },
      historyBack: () => void navigate(-1),
      openWindow: (url) => {
        if (url) return window.open(url, '_blank', 'noopener,noreferrer');
        const tab = window.open('', '_blank');
        if (tab) tab.opener = null;
        return tab;
      },
      openModal,
      closeModal,
      activeJourney,
      clock,
      today: () => localToday(),
      focusField,
      track,
    };
    return createActionRunner(runtime, deps);
  }, [flow, store, from, navigate, queryClient]);

  const context = useMemo<FlowFormContextValue | null>(() => {
    if (!screen.form) return null;
    const form = screen.form;
    return {
      form,
      state: screen.formState,
      markRequired: marksRequired(form),
      busy: screen.busy,
      formError: screen.formError,
      flowScope: screen.session.flowScope ?? null,
      setValue: (fieldId, value) =>
        store.setState((state) => ({ formState: setFieldValue(state.formState, fieldId, value) })),
      setFiles: (fieldId, files) =>
        store.setState((state) => ({ formState: setFieldFiles(state.formState, fieldId, files) })),
      blur: (item) =>
        store.setState((state) => ({ formState: blurField(state.formState, item, { today: localToday() }) })),
      run: (actions: readonly Action[], options?: RunOptions) => {
        if (store.getState().busy) return;
        store.setState({ busy: true });
        void runner.run(actions, options).finally(() => store.setState({ busy: false }));
      },
    };
  }, [screen.form, screen.formState, screen.busy, screen.formError, screen.session, store, runner]);

  // A flow shown is its form_start (and the interview's underwriting_start).
  useEffect(() => {
    for (const name of flowStartEvents(flow.slug)) track(name, { slug: flow.slug });
  }, [flow.slug]);

  // A journey counts the form shown as its current step (progress bar, saved progress).
  const formSlug = screen.form?.slug ?? null;
  useEffect(() => {
    useJourneyStore.getState().setFormSlug(formSlug);
    return () => useJourneyStore.getState().setFormSlug(null);
  }, [formSlug]);

  // A new form moves focus to its title, so screen readers read the new step (not on the first one).
  const shownForm = useRef(screen.form);
  useEffect(() => {
    if (shownForm.current === screen.form) return;
    shownForm.current = screen.form;
    document.getElementById('flow-form-title')?.focus();
  }, [screen.form]);

  if (!context) return <FlowEmptyState />;
  const wide =
    columns || ['profileReview', 'purchasePolicy', 'purchaseSuccess'].includes(context.form.layout);
  return (
    <FlowFormContext.Provider value={context}>
      <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
        {header}
        <FlowView
          columns={columns}
          overlayOpen={screen.overlayOpen}
          onOverlayDismissed={() => store.setState({ overlayOpen: false })}
        />
      </div>
    </FlowFormContext.Provider>
  );
}
