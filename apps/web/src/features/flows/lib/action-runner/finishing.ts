// Where a flow goes when it is done (finishFlow, or a next form that is none): the link given, else the page's
// own next step (a page that embeds a flow), else the journey's next step, else the interview for more cover's own
// next page (spec 001 §4.1: confirm-update under coverage_adjustment), else the origin for an exit flow, else home.
// And showing what a form call answered (the flow ends when it answered no form). Finishing is the flow's
// form_complete (analytics, once per user).
import { CONFIRM_UPDATE_PATH } from '../../../../shared/journeys/cover-increase';
import type { FetchedForm } from '../../api/fetch-form';
import type { CommandContext } from './types';

export function finish({ runtime, deps }: CommandContext, link: string | undefined): void {
  deps.track('form_complete', { slug: runtime.flow().slug });
  const journey = deps.activeJourney();
  if (link) {
    deps.navigate(link, { replace: journey !== null });
    return;
  }
  const target = runtime.finishTarget?.() ?? null;
  if (target) {
    deps.navigate(target.to, { replace: true, state: target.state });
    return;
  }
  if (journey) {
    deps.navigate(journey.next(), { replace: true });
    return;
  }
  const session = runtime.session();
  if (session.flowSlug === 'underwriting-interview' && session.flowScope === 'COVERAGE_ADJUSTMENT') {
    deps.navigate(CONFIRM_UPDATE_PATH, { replace: true });
    return;
  }
  if (runtime.flow().terminalBehavior === 'EXIT') {
    deps.navigate(runtime.from() ?? '/');
    return;
  }
  deps.navigate('/');
}

export function showFetched(context: CommandContext, result: FetchedForm): void {
  const { runtime } = context;
  const session = result.flowSession ?? runtime.session();
  if (result.form === null && session.finished) {
    runtime.setSession(session);
    finish(context, undefined);
    return;
  }
  runtime.showForm(result.form, session);
}
