// An article's Markdown as elements (never as HTML: the parser gives text, strong words and safe links only).
// Headings start one level below the page's h1.
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Inline } from '@wysh/domain/help/markdown';
import styles from './help.module.css';

function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{inline.text}</strong>;
      case 'link':
        return inline.href.startsWith('/') ? (
          <Link key={index} to={inline.href}>
            {inline.text}
          </Link>
        ) : (
          <a key={index} href={inline.href} rel="noopener noreferrer">
            {inline.text}
          </a>
        );
    }
  });
}

export function ArticleBody({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={index}>
                <Inlines inlines={block.inlines} />
              </Heading>
            );
          }
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines inlines={block.inlines} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines inlines={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
