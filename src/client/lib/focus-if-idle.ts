/**
 * Focuses `element` when nothing else holds the focus: a page that finishes loading never takes
 * the focus from a menu or field the user has already opened.
 */
export function focusIfIdle(element: HTMLElement | null | undefined) {
  const current = document.activeElement;
  if (!current || current === document.body) element?.focus();
}
