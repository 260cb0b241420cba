// What the assistant reads, behind ports that services.ts wires: the person's own data (their policy, its next
// payment from the billing schedule, the packet's place) and the help centre's search.
import type { ArticleMatch, AssistantContext } from '@wysh/domain/assistant/answer';
import type { Viewer } from '../../shared/viewer.ts';

export type AssistantSources = {
  /** What we know of the viewer (already checked to be a signed-in, verified user). */
  contextOf(viewer: Viewer): Promise<AssistantContext>;
  /** The help articles that answer a question, best first. */
  articlesFor(question: string): Promise<ArticleMatch[]>;
};
