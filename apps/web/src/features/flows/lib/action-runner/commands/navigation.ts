// Commands that move through the flow (spec 001 §4.2): nextForm (criteria from its arguments and the
// formAction; retried while the server polls), pop, popToRoot, refreshForm, finishFlow, setFormAction.
import { DEFAULT_RETRY_ARGUMENTS } from '@wysh/forms/constants';
import type { Action } from '@wysh/forms/protocol';
import type { FormCriteriaInput } from '../../../../../graphql/generated/graphql';
import { toWireScope } from '../../scopes';
import { argumentOf, number, resolve, text } from '../arguments';
import { finish, showFetched } from '../finishing';
import { fail, proceed, standardError, userErrorFailure, type Outcome } from '../outcomes';
import { fetchWithRetry, isRetryCode } from '../retry';
import type { Command, CommandContext, FlowRuntime, FormAction } from '../types';

/** What a nextForm action asks the server for: the criteria of fetchForm NEXT (or of createResponse's next). */
export function nextCriteria(
  runtime: FlowRuntime,
  action: Action,
  formAction: FormAction,
): FormCriteriaInput {
  const scope = text(runtime, action, 'flowScope', formAction);
  return {
    action: text(runtime, action, 'action', formAction) ?? formAction ?? null,
    formScope:
      text(runtime, action, 'formScope', formAction) ?? text(runtime, action, 'scope', formAction) ?? null,
    flowScope: scope ? toWireScope(scope) : runtime.session().flowScope,
  };
}

export const isNextForm = (action: Action | undefined): action is Action =>
  action?.type === 'api' && action.command.destination === 'nextForm';

async function fetchNext(context: CommandContext, action: Action, formAction: FormAction): Promise<Outcome> {
  const { runtime, deps, chain } = context;
  const form = runtime.form();
  if (!form) return standardError('No form is shown.');
  const retry = {
    retryDelay: number(runtime, action, 'retryDelay', DEFAULT_RETRY_ARGUMENTS.retryDelay),
    retryBackoffFactor: number(
      runtime,
      action,
      'retryBackoffFactor',
      DEFAULT_RETRY_ARGUMENTS.retryBackoffFactor,
    ),
    retryTimeout: number(runtime, action, 'retryTimeout', DEFAULT_RETRY_ARGUMENTS.retryTimeout),
  };
  // createResponse brought the next form along: show it; ask again only while the server still polls.
  const prefetched = chain.prefetchedNext?.action === action ? chain.prefetchedNext.result : null;
  chain.prefetchedNext = null;
  if (prefetched && !prefetched.error) {
    showFetched(context, prefetched);
    return proceed(null);
  }
  if (prefetched?.error && !isRetryCode(prefetched.error.code))
    return fail(userErrorFailure(prefetched.error));
  const answered = await fetchWithRetry(
    deps,
    {
      flowSessionId: runtime.session().id,
      direction: 'NEXT',
      currentFormIdentifier: form.slug,
      criteria: nextCriteria(runtime, action, formAction),
    },
    retry,
    prefetched ? 1 : 0,
  );
  if (!answered.ok) return fail(answered.failure);
  showFetched(context, answered.fetched);
  return proceed(null);
}

const nextForm: Command = (context, action, formAction) => fetchNext(context, action, formAction);

const pop: Command = async (context) => {
  const { runtime, deps } = context;
  const session = runtime.session();
  // On the flow's first form, back leaves the flow: to the journey's previous step, else history back.
  if (session.formIndex < 1) {
    const back = deps.activeJourney()?.back() ?? null;
    if (back) deps.navigate(back, { replace: true });
    else deps.historyBack();
    return proceed();
  }
  const result = await deps.api.fetchForm({
    flowSessionId: session.id,
    direction: 'PREVIOUS',
    currentFormIdentifier: runtime.form()?.slug ?? session.currentFormSlug ?? null,
  });
  showFetched(context, result);
  return proceed();
};

const popToRoot: Command = async ({ runtime, deps }) => {
  deps.navigate(runtime.from() ?? '/');
  return proceed();
};

const refreshForm: Command = async (context, action, formAction) => {
  const { runtime, deps } = context;
  const session = runtime.session();
  const target = text(runtime, action, 'target', formAction) ?? text(runtime, action, 'slug', formAction);
  const answered = await fetchWithRetry(
    deps,
    {
      flowSessionId: session.id,
      direction: 'RELOAD',
      currentFormIdentifier: runtime.form()?.slug ?? null,
      target: target ?? null,
    },
    DEFAULT_RETRY_ARGUMENTS,
  );
  if (!answered.ok) return fail(answered.failure);
  showFetched(context, answered.fetched);
  return proceed();
};

const finishFlow: Command = async (context, action, formAction) => {
  finish(context, text(context.runtime, action, 'link', formAction));
  return proceed();
};

const setFormAction: Command = async ({ runtime }, action, formAction) => {
  const argument = argumentOf(action, 'action') ?? action.command.arguments[0];
  const value = resolve(runtime, argument, formAction);
  return proceed(value === undefined || value === null ? null : String(value));
};

export const navigationCommands = { nextForm, pop, popToRoot, refreshForm, finishFlow, setFormAction };
