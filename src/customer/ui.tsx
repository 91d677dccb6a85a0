/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { followLink, takeHeadingFocus } from './router';

export const PRIMARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-xl bg-teal-700 px-5 text-base font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-400';
export const SECONDARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 text-base font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:text-slate-500';
export const INPUT =
  'block min-h-12 w-full rounded-xl border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-700';

/** The customer pages' frame: a header back to the shop list, and the page's main content. */
export function PageShell({ children }: { children: ComponentChildren }) {
  return (
    <div class="min-h-dvh">
      <header class="bg-teal-800 text-white">
        <div class="mx-auto flex max-w-xl items-center px-4 py-3">
          <a
            href="/order"
            onClick={followLink}
            class="text-lg font-bold underline-offset-4 hover:underline"
          >
            Order ahead
          </a>
        </div>
      </header>
      <main class="mx-auto max-w-xl px-4 pt-5 pb-28">{children}</main>
    </div>
  );
}

/** The page's h1; it takes the focus when the page was opened from another customer page. */
export function PageHeading({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeHeadingFocus()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} class="text-2xl font-bold text-slate-900 outline-none">
      {children}
    </h1>
  );
}

export function Alert({ children }: { children: ComponentChildren }) {
  return (
    <div role="alert" class="rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900">
      {children}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" class="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A sentence while something loads or went wrong, said to screen readers too. */
export function Notice({ children }: { children: ComponentChildren }) {
  return (
    <p role="status" class="py-6 text-base text-slate-700">
      {children}
    </p>
  );
}
