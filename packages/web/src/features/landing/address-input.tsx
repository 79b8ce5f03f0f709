import { useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent, type Ref } from 'react';
import { stripScheme } from '@heroscope/schema';
import { GlobeIcon } from '../../components/ui/icons';

interface AddressInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The website address field with its fixed, non-editable https:// prefix. A leading http:// or
 * https:// is stripped while typing and from pasted text, so the prefix is never doubled.
 */
export function AddressInput({ id, value, onChange, ref: forwardedRef }: AddressInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // The caret is placed after React has written the new value into the field.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !inputRef.current) return;
    pendingCaret.current = null;
    inputRef.current.setSelectionRange(caret, caret);
  }, [value]);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof forwardedRef === 'function') forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  };

  const update = (next: string, caret: number) => {
    const stripped = stripScheme(next);
    pendingCaret.current = Math.max(0, caret - (next.length - stripped.length));
    onChange(stripped);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target;
    update(field.value, field.selectionStart ?? field.value.length);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    const field = event.currentTarget;
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const inserted = stripScheme(pasted.trim());
    const next = field.value.slice(0, start) + inserted + field.value.slice(end);
    update(next, start + inserted.length);
  };

  return (
    <div className="address-input">
      <GlobeIcon className="address-input__icon" />
      <span className="address-input__prefix" aria-hidden="true">
        https://
      </span>
      <input
        ref={setRefs}
        id={id}
        className="address-input__field"
        type="text"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder="yourwebsite.com"
        value={value}
        onChange={handleChange}
        onPaste={handlePaste}
      />
    </div>
  );
}
