import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldType } from '../TextField/TextField.tsx';

export interface FormTextFieldProps<Values extends FieldValues> {
  /** The form's control from `useForm`. */
  control: Control<Values>;
  /** The form value this field edits. */
  name: Path<Values>;
  /** Visible label. */
  label: string;
  /** Input type. @default 'text' */
  type?: TextFieldType;
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

/** A TextField bound to a react-hook-form value, showing the resolver's message. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  ...shown
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...shown}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.invalid ? (fieldState.error?.message ?? '') : null}
      isDisabled={field.disabled}
      inputRef={field.ref}
    />
  );
}
