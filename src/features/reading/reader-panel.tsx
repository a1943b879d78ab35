import { useId } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { TEXT_SIZES, THEMES, type TextSize, type Theme } from '../../shared/reader-settings';
import { setTextSize, useTextSize } from './reader-settings';
import './reader-panel.css';

const SIZE_LABELS: Record<TextSize, string> = {
  small: 'Small',
  standard: 'Standard',
  large: 'Large',
  larger: 'Larger',
};

const THEME_LABELS: Record<Theme, string> = { auto: 'System', light: 'Light', dark: 'Dark' };

function Choices<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <fieldset className="reader-choices">
      <legend>{legend}</legend>
      <div className="reader-choices-row">
        {options.map((option) => (
          <label key={option} className="reader-choice" data-option={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The reader menu's panel: two radio groups, so arrow keys move between choices. Loaded the first
 * time the menu opens, with its own small stylesheet, so no page pays for it before then.
 */
export default function ReaderPanel({ id }: { id: string }) {
  const size = useTextSize();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = useId();
  return (
    <div id={id} className="reader-menu-panel">
      <Choices
        legend="Text size"
        name={`${name}-size`}
        options={TEXT_SIZES}
        labels={SIZE_LABELS}
        value={size}
        onChange={(next) => setTextSize(next)}
      />
      <Choices
        legend="Theme"
        name={`${name}-theme`}
        options={THEMES}
        labels={THEME_LABELS}
        value={colorScheme}
        onChange={setColorScheme}
      />
    </div>
  );
}
