import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { BookOpen, Landmark, MapPin } from 'lucide-react';
import { useLayoutEffect, type InputHTMLAttributes, type RefObject } from 'react';
import type { Suggestion } from '@campuspath/contract/schools-suggest';
import { schoolSuggestionsQueryOptions } from '../../lib/api/get-school-suggestions.ts';
import { REGION_LABELS } from '../../lib/data-terms.ts';
import { majorNameLabel } from '../../lib/major-family-labels.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * The search box's suggestions: an ARIA 1.2 combobox from downshift's useCombobox
 * (arrow keys, Home/End, Enter on a highlighted option, Escape, mouse and touch). Its own chunk,
 * loaded by SuggestInput when the box is first used, so it is not part of a page's first load.
 *
 * Enter with no option highlighted submits the form as before (the full search, with the spec's
 * trim and encode rules); Tab never chooses an option. Suggestions are asked for once typing
 * pauses, and TanStack Query aborts a request whose text the student has typed past (its
 * AbortSignal), so an older answer never replaces a newer one.
 */

// SuggestInput's props live here, so its lazy import is the only link between the two files (no cycle).

/** Where the caret was when the combobox replaced the plain input the student was typing in. */
export type Handoff = RefObject<{ start: number | null; end: number | null } | null>;

export interface SuggestInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'type'> {
  id: string;
  /** The id of the box's `<label>` (the combobox names its list by it). */
  labelId: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (the caller opens a college's page or applies a filter). */
  onPick: (suggestion: Suggestion) => void;
  handoffRef: Handoff;
}

const DEBOUNCE_MS = 80;
const MIN_CHARACTERS = 2;

const { InputBlur, InputChange, ItemClick, InputKeyDownEnter } = useCombobox.stateChangeTypes;

const keyOf = (item: Suggestion | null) =>
  !item ? '' : item.kind === 'school' ? `school:${item.id}` : item.kind === 'major' ? `major:${item.major}` : `place:${item.label}`;

const textOf = (item: Suggestion | null) => (item ? (item.kind === 'school' ? item.name : item.label) : '');

// The box's words; a major's name (the API's English) is shown in the page's language, colleges and places as named.
const DETAILS = { school: msg`College`, major: msg`Field of study`, place: msg`Place` };

/** A place as the API names it; a city's suggestion is its area, a Census region one of the product's labels. */
function placeText(i18n: I18n, { place, filters }: Extract<Suggestion, { kind: 'place' }>): string {
  const name = place.name;
  if (place.kind === 'city') return i18n._(msg`${name} area`);
  const region = filters.location?.length === 1 ? filters.location[0] : undefined;
  return place.kind === 'region' && region ? i18n._(REGION_LABELS[region]) : name;
}

const shownTextOf = (i18n: I18n, item: Suggestion) =>
  item.kind === 'major' ? majorNameLabel(i18n, item.label) : item.kind === 'place' ? placeText(i18n, item) : textOf(item);

const detailOf = (i18n: I18n, item: Suggestion) =>
  (item.kind === 'school' && [item.city, item.state].filter(Boolean).join(', ')) || i18n._(DETAILS[item.kind]);

const ICONS = { school: Landmark, major: BookOpen, place: MapPin } as const;

/** Choosing never rewrites the box (the page changes instead), and leaving it never chooses. */
function stateReducer(state: UseComboboxState<Suggestion>, { type, changes }: UseComboboxStateChangeOptions<Suggestion>) {
  if (type === InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  if (type === ItemClick || type === InputKeyDownEnter) return { ...changes, inputValue: state.inputValue };
  return changes;
}

export function SuggestCombobox({ id, labelId, value, onValueChange, onPick, handoffRef, className, ...inputProps }: SuggestInputProps) {
  const { i18n } = useLingui();
  const typed = value.trim();
  const text = useDebouncedValue(typed, DEBOUNCE_MS);
  const suggestions = useQuery({
    ...schoolSuggestionsQueryOptions(text),
    enabled: text.length >= MIN_CHARACTERS,
    placeholderData: keepPreviousData,
  });
  // While the answer for new text is on its way, the last one stays only if it is for the same
  // word being typed or erased ("stanfo" -> "stanford"), never for other text typed since.
  const answer = suggestions.data;
  const asked = answer?.query.toLowerCase() ?? '';
  const current = typed.toLowerCase();
  const related = answer !== undefined && (current.startsWith(asked) || asked.startsWith(current));
  const items = typed.length >= MIN_CHARACTERS && related ? answer.suggestions : [];

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, closeMenu, openMenu } = useCombobox<Suggestion>({
    items,
    inputId: id,
    labelId,
    menuId: `${id}-suggestions`,
    inputValue: value,
    selectedItem: null,
    itemToString: textOf,
    itemToKey: keyOf,
    stateReducer,
    // Typing updates the text in the input's own change event (below): downshift reports changes from
    // an effect, a render later, and a controlled input would drop keys typed in between. Escape's
    // clearing still comes this way.
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== InputChange) onValueChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
  });
  const open = isOpen && items.length > 0;

  // Taking over from the plain input the student is typing in: the focus and caret move here in the
  // same commit that removed it (so no keystroke goes elsewhere), and typed text opens the list.
  useLayoutEffect(() => {
    const took = handoffRef.current;
    const input = document.getElementById(id);
    if (!took || !(input instanceof HTMLInputElement)) return;
    handoffRef.current = null;
    input.focus();
    input.setSelectionRange(took.start, took.end);
    if (typed) openMenu();
  }, [handoffRef, id, openMenu, typed]);

  return (
    <>
      <input
        {...inputProps}
        {...getInputProps({
          className,
          onChange: (event) => onValueChange(event.currentTarget.value),
          onKeyDown: (event) => {
            // Enter on the text itself is the full search: let the form submit it.
            if (event.key === 'Enter' && highlightedIndex < 0) {
              Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
              closeMenu();
            }
          },
        })}
        aria-expanded={open}
        type="search"
        autoComplete="off"
      />
      <ul
        {...getMenuProps()}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,60vh)] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {open &&
          items.map((item, index) => {
            const Icon = ICONS[item.kind];
            return (
              <li
                key={keyOf(item)}
                {...getItemProps({ item, index })}
                aria-label={`${shownTextOf(i18n, item)}, ${detailOf(i18n, item)}`}
                className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 ${highlightedIndex === index ? 'bg-indigo-50' : ''}`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-medium text-slate-900">{shownTextOf(i18n, item)}</span>
                  <span className="block break-words text-sm text-slate-600">{detailOf(i18n, item)}</span>
                </span>
              </li>
            );
          })}
      </ul>
    </>
  );
}
