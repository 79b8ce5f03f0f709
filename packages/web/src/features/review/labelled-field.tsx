import type { InputHTMLAttributes } from 'react';
/** A console form field: its label, then the control, both styled as every field of the console. */
interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The input's other attributes (type, autoComplete, aria-*), for a sign-in field. */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange'
>;

export function TextField({ id, label, value, onChange, ...input }: FieldProps & InputAttributes) {
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export function TextAreaField({ id, label, value, onChange, rows }: FieldProps & { rows: number }) {
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
}: FieldProps & { options: readonly string[] }) {
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </>
  );
}
