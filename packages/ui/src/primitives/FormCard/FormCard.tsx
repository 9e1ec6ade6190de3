import { useId, type FormEvent, type ReactNode } from 'react';
import * as styles from './FormCard.css.ts';

export interface FormCardProps {
  /** The card's heading, which also names it. */
  title: string;
  /**
   * Called on submit after the page reload is prevented (a react-hook-form `handleSubmit(…)` fits).
   * Without it the card is a plain section, e.g. the receipt shown after a form.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A form's card: headed, named by its heading, and checked by the caller's rules rather than the
 * browser's own (English) bubbles.
 */
export function FormCard({ title, onSubmit, children }: FormCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={styles.heading}>
      {title}
    </h2>
  );
  if (!onSubmit) {
    return (
      <section className={styles.card} aria-labelledby={titleId}>
        {heading}
        {children}
      </section>
    );
  }
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {heading}
      {children}
    </form>
  );
}
