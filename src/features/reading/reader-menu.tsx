import { useEffect, useId, useRef, useState } from 'react';
import { Button, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { TEXT_SIZES, THEMES, type TextSize, type Theme } from '../../shared/reader-settings';
import { setTextSize, useTextSize } from './reader-settings';

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
 * The reader menu ('Aa' in the sticky bar): text size of the reading text and the theme. Radio
 * groups, so arrow keys move between choices; Escape or a tap outside closes it and focus returns to
 * the button. Its panel floats over the page, so opening it moves nothing.
 */
export function ReaderMenu() {
  const [open, setOpen] = useState(false);
  const size = useTextSize();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = useId();
  const panelId = 'reader-settings';

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="reader-menu" ref={box}>
      <Button
        ref={button}
        variant="default"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="reader-menu-button"
      >
        <span aria-hidden="true">Aa</span>
        <VisuallyHidden>Reading settings</VisuallyHidden>
      </Button>
      <div id={panelId} className="reader-menu-panel" hidden={!open}>
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
    </div>
  );
}
