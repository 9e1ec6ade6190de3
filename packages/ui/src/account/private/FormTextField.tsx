import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import * as styles from './form.css.ts';

export const formTextFieldTypes = ['text', 'password', 'email', 'tel'] as const;
export type FormTextFieldType = (typeof formTextFieldTypes)[number];

export interface FormTextFieldProps<Values extends FieldValues> {
  /** The form's control from `useForm`. */
  control: Control<Values>;
  /** The form value this field edits. */
  name: Path<Values>;
  /** Visible label. */
  label: string;
  /** Input type. @default 'text' */
  type?: FormTextFieldType;
  /** Browser autofill hint, e.g. 'current-password'. */
  autoComplete?: string;
  /** Keyboard shown on phones. */
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  /** A hint under the field. */
  description?: ReactNode;
  /** Moves focus here when the field appears. */
  autoFocus?: boolean;
  /** Shows the value without letting it be edited. */
  isReadOnly?: boolean;
}

/** A react-aria text field bound to a react-hook-form value, showing the resolver's message. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  description,
  autoFocus,
  isReadOnly,
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      className={styles.field}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      isDisabled={field.disabled}
      isReadOnly={isReadOnly}
      // The resolver validates; the browser's own bubbles would speak English.
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoFocus={autoFocus}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={field.ref} className={styles.input} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{fieldState.error?.message}</FieldError>
    </TextField>
  );
}
