import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import * as formStyles from '../../account/private/form.css.ts';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The refusal under the field; the field is marked invalid while it is set. */
  error?: string | null;
  /** A multi-line field. @default false */
  multiline?: boolean;
  inputMode?: 'text' | 'decimal' | 'tel';
  placeholder?: string;
  isDisabled?: boolean;
}

/** A labelled react-aria text field whose message comes from the domain's rules. */
export function TextInput({
  label,
  value,
  onChange,
  error = null,
  multiline = false,
  inputMode,
  placeholder,
  isDisabled,
}: TextInputProps) {
  return (
    <TextField
      className={formStyles.field}
      value={value}
      onChange={onChange}
      isInvalid={error !== null}
      isDisabled={isDisabled}
      // The domain rules validate; the browser's own bubbles would speak English.
      validationBehavior="aria"
    >
      <Label className={formStyles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={formStyles.input} rows={3} placeholder={placeholder} />
      ) : (
        <Input className={formStyles.input} inputMode={inputMode} placeholder={placeholder} />
      )}
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
    </TextField>
  );
}
