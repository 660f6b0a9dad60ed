import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import type { ReactNode } from "react";
import styles from "./ui.module.css";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "children"> {
  label: string;
  description?: ReactNode;
  /** Error from the server for this field; shown under it and marks the field invalid. */
  error?: string | null;
  placeholder?: string;
  after?: ReactNode;
}

export function TextField({ label, description, error, placeholder, after, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} isInvalid={!!error || rest.isInvalid} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {after}
      <FieldError className={styles.fieldError}>{error}</FieldError>
    </AriaTextField>
  );
}
