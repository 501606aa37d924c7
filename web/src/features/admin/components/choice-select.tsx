import type { ControlProps } from '@/components/ui/form-field';

/** A required choice in a form: a blank `placeholder` option first, then one option per choice. */
export function ChoiceSelect({
  control,
  value,
  onChange,
  placeholder,
  choices,
  labelOf,
}: {
  control: ControlProps;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  placeholder: string;
  choices: readonly string[];
  labelOf: (choice: string) => string;
}) {
  return (
    <select {...control} className="field-input admin-select" value={value} onChange={onChange}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </select>
  );
}
