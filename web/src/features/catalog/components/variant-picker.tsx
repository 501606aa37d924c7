import { useId, type CSSProperties } from 'react';
import type { Product, ProductOption } from '../types';
import { isColourOption, swatchColour } from '../utils/option-swatch';
import { availableValues, type Choice } from '../utils/variant-choice';
import './variant-picker.css';

/**
 * The product page's option pickers, one radio group per option (arrow keys move between the
 * values): sizes and other values as buttons, colours as swatches. A value no variant in stock
 * has, with the other values chosen, is disabled and struck through.
 */
export function VariantPicker({
  product,
  choice,
  onChoose,
}: {
  product: Pick<Product, 'options' | 'variants'>;
  choice: Choice;
  onChoose: (index: number, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="variant-picker">
      {product.options.map((option, index) => (
        <OptionGroup
          key={option.name}
          id={`${id}-${index}`}
          option={option}
          chosen={choice[index]}
          available={availableValues(product, choice, index)}
          onChoose={(value) => onChoose(index, value)}
        />
      ))}
    </div>
  );
}

function OptionGroup({
  id,
  option,
  chosen,
  available,
  onChoose,
}: {
  id: string;
  option: ProductOption;
  chosen: string | undefined;
  available: ReadonlySet<string>;
  onChoose: (value: string) => void;
}) {
  const colour = isColourOption(option.name);
  return (
    <fieldset className="option-group" role="radiogroup" aria-labelledby={`${id}-name`}>
      <legend className="option-legend">
        <span id={`${id}-name`}>{option.name}</span>
        {chosen ? <span className="option-chosen" aria-hidden="true">{chosen}</span> : null}
      </legend>
      <div className="option-values">
        {option.values.map((value) => {
          const paint = colour ? swatchColour(value) : undefined;
          return (
            <label key={value} className={paint ? 'option-value option-swatch' : 'option-value'} title={paint ? value : undefined}>
              <input
                type="radio"
                className="option-input"
                name={id}
                value={value}
                checked={chosen === value}
                disabled={!available.has(value)}
                onChange={() => onChoose(value)}
              />
              {paint ? (
                <span className="option-face" style={{ '--swatch': paint } as CSSProperties}>
                  <span className="visually-hidden">{value}</span>
                </span>
              ) : (
                <span className="option-face">{value}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
