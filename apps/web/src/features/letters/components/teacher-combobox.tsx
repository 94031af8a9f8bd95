import { Trans, useLingui } from '@lingui/react/macro';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useLayoutEffect, type RefObject } from 'react';
import type { RosterTeacher } from '@campuspath/contract/rosters';
import { inputClass, type FieldControlProps } from '../../../components/ui/form-field.tsx';

export interface TeacherComboboxProps {
  control: FieldControlProps;
  value: string;
  onValueChange: (value: string) => void;
  teachers: readonly RosterTeacher[];
  onPick: (teacher: RosterTeacher) => void;
  /** Where the caret was when this replaced the plain input the student was in (null: it was not focused). */
  handoffRef: RefObject<{ start: number | null; end: number | null } | null>;
}

/** Options a list shows at once: enough to find a name by its first letters, short enough for a phone. */
const SHOWN = 8;

const { InputBlur, InputChange } = useCombobox.stateChangeTypes;

/**
 * Leaving the box keeps what was typed: only choosing an option (Enter, click, tap) fills it.
 * Typing forgets the choice, so choosing the same teacher again fills their address again.
 */
function stateReducer(state: UseComboboxState<RosterTeacher>, { type, changes }: UseComboboxStateChangeOptions<RosterTeacher>) {
  if (type === InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  if (type === InputChange) return { ...changes, selectedItem: null };
  return changes;
}

const matches = (teacher: RosterTeacher, text: string) =>
  text === '' || teacher.name.toLowerCase().includes(text) || teacher.email.includes(text);

/**
 * The school's rostered teachers as an ARIA 1.2 combobox (downshift's useCombobox: arrow keys,
 * Enter, Escape, mouse and touch) on the teacher's name. Typing filters them by name or address;
 * a pick fills the name here and the address through `onPick`; any other name may still be typed.
 */
export function TeacherCombobox({ control, value, onValueChange, teachers, onPick, handoffRef }: TeacherComboboxProps) {
  const { t } = useLingui();
  const text = value.trim().toLowerCase();
  const items = teachers.filter((teacher) => matches(teacher, text)).slice(0, SHOWN);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = useCombobox<RosterTeacher>({
    items,
    inputId: control.id,
    menuId: `${control.id}-teachers`,
    inputValue: value,
    itemToString: (teacher) => teacher?.name ?? '',
    itemToKey: (teacher) => teacher?.id ?? '',
    stateReducer,
    // Typing updates the text in the input's own change event: downshift reports changes a render
    // later, and a controlled input would drop keys typed in between.
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== InputChange) onValueChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
  });
  const open = isOpen && items.length > 0;

  useLayoutEffect(() => {
    const took = handoffRef.current;
    const input = document.getElementById(control.id);
    if (!took || !(input instanceof HTMLInputElement)) return;
    handoffRef.current = null;
    input.focus();
    input.setSelectionRange(took.start, took.end);
    openMenu();
  }, [handoffRef, control.id, openMenu]);

  return (
    <div className="relative">
      <input
        {...getInputProps({
          className: inputClass,
          onChange: (event) => onValueChange(event.currentTarget.value),
          'aria-invalid': control['aria-invalid'],
          'aria-describedby': control['aria-describedby'],
          // The field's own <label for> names the box.
          'aria-labelledby': undefined,
        })}
        aria-expanded={open}
        autoComplete="off"
      />
      <ul
        {...getMenuProps({ 'aria-label': t`Teachers of your school` })}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(20rem,50vh)] overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {open &&
          items.map((teacher, index) => (
            <li
              key={teacher.id}
              {...getItemProps({ item: teacher, index })}
              aria-label={`${teacher.name}, ${teacher.email}`}
              className={`min-h-11 cursor-pointer px-3 py-2 ${highlightedIndex === index ? 'bg-indigo-50' : ''}`}
            >
              <span className="block break-words font-medium text-slate-900">
                {teacher.name}
                {teacher.sample ? (
                  <span className="ml-2 text-xs font-normal text-slate-500">
                    <Trans>Sample</Trans>
                  </span>
                ) : null}
              </span>
              <span className="block break-words text-sm text-slate-600">{teacher.email}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
