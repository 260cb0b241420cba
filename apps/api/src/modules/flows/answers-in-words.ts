// A flow's answers as a document shows them: each question the answers led through, as the form asked it, with
// the answer in words (answer-display.ts: the chosen options' labels, the number with its unit, the text as
// typed). A follow-up the answers branch past is left out even when an earlier pass saved an answer to it, as are
// questions left unanswered.
import type { Form, InputItem } from '@wysh/forms/protocol';
import { answerDisplay } from './answer-display.ts';
import { answeredPath, type BranchingContext } from './branching.ts';
import type { CompiledFlow } from './flow-registry.ts';

export type AnswerInWords = { fieldId: string; label: string; value: string };

/** The form's title: the question itself when the form asks one. */
function titleOf(form: Form): string | null {
  for (const item of form.items)
    if (item.type === 'text' && item.content.typography === 'title') return item.content.text;
  return null;
}

/**
 * The question an input answers: the form's title when it is the form's only input (a checkbox excepted: its
 * label is the statement ticked), else the input's own label.
 */
function questionOf(item: InputItem, form: Form, inputs: number): string {
  const label = item.content.label ?? item.content.placeholder ?? item.content.id;
  if (inputs > 1 || item.type === 'inputCheckbox') return label;
  return titleOf(form) ?? label;
}

export function answersInWords(
  flow: Pick<CompiledFlow, 'branching' | 'form'>,
  context: Omit<BranchingContext, 'action'>,
): AnswerInWords[] {
  return answeredPath(flow.branching, context).flatMap((slug) => {
    const { form, inputs } = flow.form(slug)!;
    return inputs.flatMap(({ item }) => {
      const value = answerDisplay(item, context.answers[item.content.id]);
      return value === null
        ? []
        : [{ fieldId: item.content.id, label: questionOf(item, form, inputs.length), value }];
    });
  });
}
