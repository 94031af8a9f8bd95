import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Suggestion } from '@campuspath/contract/schools-suggest';
import { Button } from '../../../components/ui/button.tsx';
import { SuggestInput } from '../../../components/ui/suggest-input.tsx';
import { paths } from '../../../config/paths.ts';

interface SearchFormProps {
  /** The search in the URL. Give the form `key={search}` so it starts over when the URL changes. */
  defaultValue: string;
  onSearch: (search: string) => void;
  /** A suggestion was chosen: a college opens its page, a major or place becomes a filter. */
  onPick: (suggestion: Suggestion) => void;
}

/** The Explore search box: the text being typed is the only Explore state outside the URL. */
export function SearchForm({ defaultValue, onSearch, onPick }: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const handoffRef = useRef(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    // The suggestions open below the box, never over the Search button: on phones the form holds them
    // (the button is under the box), on wider screens the box's own wrapper (the button is beside it).
    // action/method: without JavaScript the browser itself submits to /explore?search=.
    <form role="search" action={paths.explore.path} method="get" onSubmit={submit} className="relative flex flex-col gap-2 sm:flex-row">
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        <Trans>Search universities</Trans>
      </label>
      <div className="min-w-0 flex-1 sm:relative">
        {/* 25px: the middle of the 50px box, the form's first row on phones. */}
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-[25px] size-5 -translate-y-1/2 text-slate-400 sm:top-1/2"
        />
        <SuggestInput
          id={id}
          labelId={`${id}-label`}
          handoffRef={handoffRef}
          name="search"
          value={text}
          onValueChange={setText}
          onPick={(suggestion) => {
            // The choice replaces what was typed (Explore drops the search for the chosen filter).
            setText('');
            onPick(suggestion);
          }}
          placeholder={t`Search by name, program or location...`}
          enterKeyHint="search"
          className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-11 pr-3 text-base text-slate-900 shadow-sm placeholder:text-sm placeholder:text-slate-500 focus-visible:border-indigo-500 sm:placeholder:text-base"
        />
      </div>
      <Button type="submit" className="rounded-xl px-5 py-3 text-base">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
