import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** What a lazily loaded dialog takes besides its own props: open from the start, its button pressed before it arrived. */
export interface OpensEarly {
  defaultOpen?: boolean;
}

/** How a dialog's button looks and what it is called (its stand-in looks the same). */
export interface DialogButton {
  className?: string;
  children: ReactNode;
}

/**
 * A dialog (its button and what it opens) whose code loads after the page instead of with it:
 * Radix's dialog stack (focus trap, scroll lock, layers: about 9 KB gzipped) and often a form
 * (react-hook-form, about 15 KB) are needed only once someone presses the button, and every page's
 * first load has a budget (e2e/js-budget.spec.ts). Until the code arrives, a plain button with the
 * same look and name holds the dialog's place (nothing moves); pressed in that moment, it opens
 * the dialog as soon as the code is there.
 *
 * `load` imports the dialog's module (default export, taking `defaultOpen`); `button` gives the
 * look and name its button will have (null: the caller opens it, no button), often a `button` prop
 * the dialog renders as its trigger too. Made once, at module level.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P & OpensEarly> }>,
  button: (props: P) => DialogButton | null,
): (props: P) => ReactNode {
  const Dialog = lazy(load);
  return function LazyDialog(props: P) {
    const [pressedEarly, setPressedEarly] = useState(false);
    const look = button(props);
    return (
      <Suspense
        fallback={
          look ? (
            <button
              type="button"
              className={look.className}
              aria-haspopup="dialog"
              aria-expanded={false}
              onClick={() => setPressedEarly(true)}
            >
              {look.children}
            </button>
          ) : null
        }
      >
        <Dialog {...props} defaultOpen={pressedEarly} />
      </Suspense>
    );
  };
}
