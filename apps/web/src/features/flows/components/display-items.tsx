// Items that show rather than ask: text (typography, pill, sanitised html), button (its five styles; hidden
// renders nothing), image (the app's own illustrations by name), space, and listRow (a row that may act).
import type { CSSProperties, ReactNode } from 'react';
import type { ItemOf } from '@wysh/forms/protocol';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import {
  AlertIcon,
  ChatIcon,
  DocumentIcon,
  HeartIcon,
  HelpIcon,
  LockIcon,
  PhoneIcon,
  RefundIcon,
  ShieldIcon,
  StarIcon,
} from '../../../shared/components/icons';
import { sanitizeHtml } from '../lib/sanitize-html';
import { useFlowForm } from './form-context';
import styles from './flows.module.css';

/** Colours from a definition: hex or a plain colour word, nothing that could smuggle CSS in. */
export function safeColor(color: string | undefined): string | undefined {
  return color && /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(color) ? color : undefined;
}

const TYPOGRAPHY_CLASS = {
  pretitle: styles.pretitle,
  title: styles.title,
  subtitle: styles.subtitle,
  body: styles.body,
  caption: styles.caption,
  label: styles.labelText,
} as const;

/** The id of a form's h1, which names the page section (or the modal-layout dialog). */
export const FLOW_TITLE_ID = 'flow-form-title';

export function TextItem({ item, heading }: { item: ItemOf<'text'>; heading?: 'h1' | 'h2' }) {
  const { text, html, typography, style, color, backgroundColor } = item.content;
  const look: CSSProperties = { color: safeColor(color), backgroundColor: safeColor(backgroundColor) };
  const className = [TYPOGRAPHY_CLASS[typography], style === 'pill' ? styles.pill : '']
    .filter(Boolean)
    .join(' ');
  const Tag = typography === 'title' ? (heading ?? 'h2') : html ? 'div' : 'p';
  const content = html ? <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} /> : text;
  return (
    <Tag
      id={Tag === 'h1' ? FLOW_TITLE_ID : undefined}
      className={className}
      style={look}
      tabIndex={Tag === 'h1' ? -1 : undefined}
    >
      {style === 'pill' ? <span className={styles.pillInner}>{content}</span> : content}
    </Tag>
  );
}

export function ButtonItem({ item }: { item: ItemOf<'button'> }) {
  const { run, busy, form, formError } = useFlowForm();
  const { text, style, primary, disabled, actions } = item.content;
  if (style === 'hidden') return null;
  const isPrimary = primary || style === 'primary';
  const onClick = () => run(actions, { primary: isPrimary });
  const unavailable = disabled || form.disabled;
  if (style === 'link')
    return (
      <button
        type="button"
        className={styles.linkButton}
        onClick={onClick}
        disabled={unavailable}
        aria-disabled={busy || undefined}
      >
        {text}
      </button>
    );
  return (
    <>
      {isPrimary && formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button
        variant={style === 'tertiary' ? 'quiet' : style}
        block
        onClick={() => {
          if (!busy) onClick();
        }}
        disabled={unavailable}
        aria-disabled={busy || undefined}
      >
        {text}
      </Button>
    </>
  );
}

const ILLUSTRATIONS: Record<string, (props: { className?: string }) => ReactNode> = {
  alert: AlertIcon,
  chat: ChatIcon,
  document: DocumentIcon,
  heart: HeartIcon,
  help: HelpIcon,
  lock: LockIcon,
  phone: PhoneIcon,
  refund: RefundIcon,
  shield: ShieldIcon,
  star: StarIcon,
};

export function ImageItem({ item }: { item: ItemOf<'image'> }) {
  const Illustration = ILLUSTRATIONS[item.content.name];
  if (!Illustration) return null;
  const { alt, alignment, width, height, fillColor } = item.content;
  return (
    <div className={`${styles.image} ${styles[`align-${alignment}`] ?? ''}`}>
      <span
        className={styles.imageFrame}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={{ width, height, color: safeColor(fillColor) }}
      >
        <Illustration />
      </span>
    </div>
  );
}

export function SpaceItem({ item }: { item: ItemOf<'space'> }) {
  const { min, mode } = item.content;
  return (
    <div
      aria-hidden="true"
      className={mode === 'flexible' ? styles.flexSpace : undefined}
      style={{ minHeight: min }}
    />
  );
}

function Trailing({ trailing }: { trailing: ItemOf<'listRow'>['content']['trailingColumn'] }) {
  if (!trailing) return null;
  return (
    <span className={styles.rowTrailing}>
      {trailing.text ? <span>{trailing.text}</span> : null}
      {trailing.icon ? (
        <span className={styles.rowIcon} aria-hidden="true">
          {trailing.icon === 'edit' ? '✎' : '›'}
        </span>
      ) : null}
    </span>
  );
}

export function ListRowItem({ item }: { item: ItemOf<'listRow'> }) {
  const { run, busy } = useFlowForm();
  const { leadingColumn, trailingColumn, showsDivider, verticalPadding, actions } = item.content;
  const className = [styles.row, showsDivider ? styles.rowDivider : ''].filter(Boolean).join(' ');
  const body = (
    <>
      <span className={styles.rowLeading}>
        <span className={styles.rowText}>{leadingColumn.text}</span>
        {leadingColumn.subtext ? <span className={styles.rowSubtext}>{leadingColumn.subtext}</span> : null}
      </span>
      <Trailing trailing={trailingColumn} />
    </>
  );
  if (actions.length === 0)
    return (
      <div className={className} style={{ paddingBlock: verticalPadding }}>
        {body}
      </div>
    );
  return (
    <button
      type="button"
      className={`${className} ${styles.rowButton}`}
      style={{ paddingBlock: verticalPadding }}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) run(actions);
      }}
    >
      {body}
    </button>
  );
}
