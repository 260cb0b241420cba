// The words a form's own text items give it: its title (the h1) and subtitle.
import type { Form } from '@wysh/forms/protocol';

function textOf(form: Form, typography: 'title' | 'subtitle'): string | null {
  const item = form.items.find((each) => each.type === 'text' && each.content.typography === typography);
  return item?.type === 'text' ? item.content.text : null;
}

export const titleOf = (form: Form) => textOf(form, 'title');
export const subtitleOf = (form: Form) => textOf(form, 'subtitle');
