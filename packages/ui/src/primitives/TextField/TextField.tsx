import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'password', 'email', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  /** Visible label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The refusal under the field; the field is marked invalid while it is a string. @default null */
  error?: string | null;
  /** A hint under the field. */
  description?: ReactNode;
  /** A multi-line field. @default false */
  multiline?: boolean;
  /** Input type of a one-line field. @default 'text' */
  type?: TextFieldType;
  /** Keyboard shown on phones. */
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal';
  /** Browser autofill hint, e.g. 'current-password'. */
  autoComplete?: string;
  placeholder?: string;
  /** The form value's name. */
  name?: string;
  /** Moves focus here when the field appears. */
  autoFocus?: boolean;
  isDisabled?: boolean;
  /** Shows the value without letting it be edited. */
  isReadOnly?: boolean;
  /** The input element, for a form library that focuses the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled react-aria text field. The caller's rules (the domain's, or a form resolver's) validate,
 * so the browser's own bubbles, which would speak English, are off.
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error = null,
  description,
  multiline = false,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  name,
  autoFocus,
  isDisabled,
  isReadOnly,
  inputRef,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={styles.field}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={typeof error === 'string'}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoFocus={autoFocus}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.input} rows={3} placeholder={placeholder} />
      ) : (
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{error}</FieldError>
    </AriaTextField>
  );
}
