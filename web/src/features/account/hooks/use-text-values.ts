import { useState } from 'react';

/**
 * The values of a form's text inputs, kept together. `bind(name)` gives an input its name, its
 * value and the onChange that stores what is typed.
 */
export function useTextValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return { values, bind };
}
