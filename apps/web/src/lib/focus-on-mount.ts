/**
 * A ref callback that focuses its element when it appears: for a message that replaces the control
 * the student just used (a form sent, a button pressed), so the next thing a screen reader reads is
 * the outcome. Give the element `tabIndex={-1}`. Module-level, so React calls it once, not per render.
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
