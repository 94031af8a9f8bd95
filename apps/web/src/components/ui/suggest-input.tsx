import { useCallback, useState, type ComponentType } from 'react';
import type { SuggestInputProps } from './suggest-combobox.tsx';

type Combobox = ComponentType<SuggestInputProps>;
let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;
const loadCombobox = () => (loading ??= import('./suggest-combobox.tsx').then((module) => (loaded = module.SuggestCombobox)));

/**
 * A search box that grows suggestions. It starts as a plain input, so pages like `/` pay
 * nothing for the combobox in their first load; the first focus, touch or keystroke fetches the
 * combobox chunk, which then takes the input's place. The text lives with the caller all along and
 * the new input takes the focus and caret in the same commit that removes the old one, so nothing
 * typed meanwhile is lost and Enter submits the surrounding form either way.
 */
export function SuggestInput(props: SuggestInputProps) {
  const [Combobox, setCombobox] = useState(() => loaded);
  const { id, value, onValueChange, handoffRef, labelId: _labelId, onPick: _onPick, ...inputProps } = props;
  // Its cleanup runs as the combobox replaces this input, while it still has the focus.
  const keepFocus = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      return () => {
        handoffRef.current = document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : null;
      };
    },
    [handoffRef],
  );
  if (Combobox) return <Combobox {...props} />;
  const load = () => void loadCombobox().then((component) => setCombobox(() => component));
  return (
    <input
      {...inputProps}
      ref={keepFocus}
      id={id}
      type="search"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value);
        load();
      }}
      onFocus={load}
      onPointerDown={load}
    />
  );
}
