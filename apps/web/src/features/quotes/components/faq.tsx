// A list of questions that open to their answers (details/summary: keyboard and screen readers for free).
import styles from './quotes.module.css';

export function Faq({ title, items }: { title: string; items: ReadonlyArray<{ q: string; a: string }> }) {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {items.map((item) => (
        <details key={item.q} className={styles.question}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}
