import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { RosterTeacher } from '@campuspath/contract/rosters';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import type { TeacherComboboxProps } from './teacher-combobox.tsx';

type Combobox = ComponentType<TeacherComboboxProps>;
let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;
const loadCombobox = () => (loading ??= import('./teacher-combobox.tsx').then((module) => (loaded = module.TeacherCombobox)));

interface TeacherNameFieldProps {
  label: string;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The teachers on the student's school roster: with any, the field suggests them. */
  teachers: readonly RosterTeacher[];
  schoolName: string;
  onPick: (teacher: RosterTeacher) => void;
}

/**
 * The teacher's name, which suggests the teachers of the student's school roster: picking one fills
 * the name and the address. Without rostered teachers it is a plain text box. With them it starts
 * plain too, so the letters page pays nothing for the combobox in its first load; the first focus,
 * touch or keystroke loads it, and it takes the input's place with the focus and caret in the same
 * commit (as the search box's suggestions do), so nothing typed is lost. A student who was in the
 * box before the roster's teachers arrived gets the suggestions as soon as they do, without
 * another keystroke.
 */
export function TeacherNameField({ label, error, value, onValueChange, teachers, schoolName, onPick }: TeacherNameFieldProps) {
  const { t } = useLingui();
  const [Loaded, setLoaded] = useState(() => loaded);
  const handoffRef = useRef<{ start: number | null; end: number | null } | null>(null);
  const keepFocus = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      handoffRef.current = document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : null;
    };
  }, []);
  const suggest = teachers.length > 0;
  // Focused, touched or typed in: the combobox is wanted as soon as there are teachers to suggest.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (suggest && wanted && !Loaded) void loadCombobox().then((component) => setLoaded(() => component));
  }, [suggest, wanted, Loaded]);
  const load = () => setWanted(true);
  return (
    <FormField
      label={label}
      error={error}
      hint={suggest ? t`Type a name to choose from the teachers of ${schoolName}, or type anyone’s name.` : undefined}
    >
      {(control) =>
        suggest && Loaded ? (
          <Loaded
            control={control}
            value={value}
            onValueChange={onValueChange}
            teachers={teachers}
            onPick={onPick}
            handoffRef={handoffRef}
          />
        ) : (
          <input
            {...control}
            ref={keepFocus}
            className={inputClass}
            autoComplete="off"
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
              load();
            }}
            onFocus={load}
            onPointerDown={load}
          />
        )
      }
    </FormField>
  );
}
