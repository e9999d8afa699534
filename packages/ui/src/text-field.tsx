import { forwardRef, useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { remask, type InputMask } from './mask';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'validationBehavior'
> {
  label: string;
  description?: string;
  /** shown (and announced through aria-describedby) when isInvalid */
  errorMessage?: string | null;
  /** '0000 0000 0000 0000' (card number) or '(000) 000-0000' (phone) */
  mask?: InputMask;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal' | 'search' | 'url' | 'none';
  className?: string;
}

/**
 * A labelled text input on react-aria (label, description and error wired by it). With a mask the
 * value is re-formatted as the user types or pastes, and the caret stays after the same digit.
 * Validation is the caller's (valibot rules from contracts): isRequired only sets aria-required.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    mask,
    value,
    defaultValue,
    onChange,
    placeholder,
    inputMode,
    className,
    isRequired,
    ...rest
  },
  forwardedRef,
) {
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const commit = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const handleChange = (next: string) => {
    const input = inputRef.current;
    if (!mask || !input) {
      commit(next);
      return;
    }
    const edit = remask(mask, current, next, input.selectionStart ?? next.length);
    pendingCaret.current = edit.caret;
    if (edit.value === current) {
      // nothing the mask keeps changed (e.g. a letter typed): put the text and caret back now
      input.value = current;
      input.setSelectionRange(edit.caret, edit.caret);
      pendingCaret.current = null;
      return;
    }
    commit(edit.value);
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current !== null && input && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  }, [current]);

  const invalid = Boolean(isInvalid);
  return (
    <AriaTextField
      {...rest}
      value={current}
      onChange={handleChange}
      isInvalid={invalid}
      isRequired={isRequired}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input
        ref={setRefs}
        className={styles.input}
        placeholder={placeholder}
        inputMode={inputMode ?? (mask ? 'numeric' : undefined)}
      />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
