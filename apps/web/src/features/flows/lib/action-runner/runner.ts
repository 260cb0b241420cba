// The action runner (spec 001 §4.2): runs a button's actions in order, each command (all-commands.ts) against
// the flow on screen. Side effects come in as `ActionDeps`, the screen's state as `FlowRuntime` (types.ts), so
// every rule is testable without a browser. A command answers an Outcome: go on with the formAction it passes
// to the next, break (BREAK_ACTIONS) or stop quietly (EXPECTED_ACTION_ERROR), or fail, which ends the chain
// with field errors or the general error modal. An error thrown by a side effect counts as a failure.
import type { Action } from '@wysh/forms/protocol';
import { applyFieldErrors } from '../form-state';
import { COMMANDS } from './all-commands';
import {
  BREAK_ACTIONS,
  EXPECTED_ACTION_ERROR,
  standardError,
  toFailure,
  type ActionFailure,
  type Outcome,
} from './outcomes';
import type {
  ActionDeps,
  ChainState,
  CommandContext,
  FlowRuntime,
  FormAction,
  RunOptions,
  RunOutcome,
} from './types';

export function createActionRunner(runtime: FlowRuntime, deps: ActionDeps) {
  function runLink(action: Action): Outcome {
    const destination = action.command.destination;
    if (/^https?:\/\//i.test(destination)) deps.openWindow(destination);
    else deps.navigate(destination);
    return { kind: 'continue' };
  }

  async function runOne(
    context: CommandContext,
    action: Action,
    formAction: FormAction,
    rest: readonly Action[],
  ): Promise<Outcome> {
    if (action.type === 'link') return runLink(action);
    const destination = action.command.destination;
    const command = Object.hasOwn(COMMANDS, destination)
      ? COMMANDS[destination as keyof typeof COMMANDS]
      : undefined;
    if (!command) return standardError(`Unknown command ${destination}`);
    try {
      return await command(context, action, formAction, rest);
    } catch (error) {
      return { kind: 'failed', failure: toFailure(error) };
    }
  }

  function reportFailure(failure: ActionFailure, options: RunOptions): void {
    const form = runtime.form();
    if (failure.fields.length > 0 && form) {
      const { state, applied } = applyFieldErrors(runtime.formState(), form, failure.fields);
      if (applied.length > 0) {
        runtime.setFormState(state);
        deps.focusField(applied[0]!.field);
        if (options.primary) runtime.setFormError(failure.fullMessage ?? failure.message);
        return;
      }
    }
    deps.openModal('GeneralErrorModal', {
      error: { code: failure.code, message: failure.message, fullMessage: failure.fullMessage },
    });
  }

  /** Runs actions in order; answers how the chain ended. Failures are shown here, never thrown. */
  async function run(
    actions: readonly Action[],
    options: RunOptions = {},
    startingFormAction: FormAction = null,
  ): Promise<RunOutcome> {
    const form = runtime.form();
    const expired =
      !options.expirationHandler &&
      form?.expiration !== undefined &&
      deps.clock.now() > Date.parse(form.expiration.effectiveUntil);
    const chain = expired && form?.expiration ? form.expiration.actions : actions;
    const state: ChainState = { prefetchedNext: null };
    const context: CommandContext = {
      runtime,
      deps,
      chain: state,
      runLater: (rest, formAction) => void run(rest, { expirationHandler: true }, formAction),
    };
    let formAction = startingFormAction;
    for (const [index, action] of chain.entries()) {
      const outcome = await runOne(context, action, formAction, chain.slice(index + 1));
      switch (outcome.kind) {
        case 'continue':
          if (outcome.formAction !== undefined) formAction = outcome.formAction;
          break;
        case BREAK_ACTIONS:
        case EXPECTED_ACTION_ERROR:
          return 'stopped';
        case 'failed':
          reportFailure(outcome.failure, options);
          return 'failed';
      }
    }
    return 'done';
  }

  return { run };
}

export type ActionRunner = ReturnType<typeof createActionRunner>;
