import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** Visual weight of the button. @default 'primary' */
  variant?: ButtonVariant;
  /** Extra class name for layout by the caller. */
  className?: string;
}

export function Button({ variant = 'primary', className, ...rest }: ButtonProps) {
  const classes = [styles.button({ variant }), className].filter(Boolean).join(' ');
  return <AriaButton {...rest} className={classes} />;
}
