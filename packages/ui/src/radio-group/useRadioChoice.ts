import { useId, useState } from 'react';

export interface RadioChoiceOptions {
  /** Controlled choice; leave out and use defaultValue for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The form field name the group's radio buttons share; generated when left out. */
  name?: string;
  required?: boolean;
}

/**
 * The choice of a group of native radio buttons, controlled or not: the value chosen now, and the
 * attributes each option's radio button needs.
 */
export function useRadioChoice({ value, defaultValue, onChange, name, required }: RadioChoiceOptions) {
  const generatedName = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  return {
    current,
    radioProps: (option: { value: string; disabled?: boolean }) => ({
      type: 'radio' as const,
      name: name ?? generatedName,
      value: option.value,
      checked: current === option.value,
      disabled: option.disabled,
      required,
      onChange: () => {
        setUncontrolled(option.value);
        onChange?.(option.value);
      },
    }),
  };
}
