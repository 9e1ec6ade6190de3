import { useId, type ReactNode } from 'react';
import * as formStyles from '../../account/private/form.css.ts';

export interface FormCardProps {
  /** The form's heading, which also names it. */
  title: string;
  /** Called on submit; the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A refund form's card: headed, named by its heading, and checked by the domain rules rather than
 * the browser's own (English) bubbles.
 */
export function FormCard({ title, onSubmit, children }: FormCardProps) {
  const titleId = useId();
  return (
    <form
      className={formStyles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className={formStyles.heading}>
        {title}
      </h2>
      {children}
    </form>
  );
}
