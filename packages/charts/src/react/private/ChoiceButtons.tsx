import { Group, ToggleButton } from 'react-aria-components';
import * as controls from './controls.css.ts';

export interface ChoiceButtonsProps<K extends string> {
  /** Accessible name of the group. */
  label: string;
  /** The choices, in the order shown. */
  choices: readonly K[];
  /** The text of each choice's button. */
  labels: Readonly<Record<K, string>>;
  /** The chosen one: its button is pressed. */
  selected: K;
  /** Called with the choice whose button was pressed, also when it is already the chosen one. */
  onChange: (choice: K) => void;
}

/**
 * One-of-several toggle buttons (the price chart's frequencies, the 对数/线性 scale) in a labelled group.
 * Not a ToggleButtonGroup: with single selection it turns the buttons into radios (aria-checked, where
 * the page and its tests know toggle buttons with aria-pressed), and inside the chart's Toolbar it marks
 * its role="group" with aria-orientation, which ARIA does not allow there (axe fails every story).
 */
export function ChoiceButtons<K extends string>({
  label,
  choices,
  labels,
  selected,
  onChange,
}: ChoiceButtonsProps<K>) {
  return (
    <Group aria-label={label} className={controls.group}>
      {choices.map((choice) => (
        <ToggleButton
          key={choice}
          className={controls.button}
          isSelected={choice === selected}
          onChange={() => onChange(choice)}
        >
          {labels[choice]}
        </ToggleButton>
      ))}
    </Group>
  );
}
