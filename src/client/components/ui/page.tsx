import { useEffect, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const PRODUCT_NAME = 'Soda POS';

interface PageProps {
  /** e.g. 'Login Page'; the document title becomes 'Login Page | Soda POS'. */
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}

/** The head's description (index.html has none: the first page adds it). */
function describeDocument(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Every page's wrapper: sets the document title and description. Both are written into the head
 * (the one <title> of index.html, so the document has a title while a page's chunk is still
 * loading), not rendered: Preact, under React's API here (decision 037), does not hoist them.
 */
export function Page({ title, description, className, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
    describeDocument(description);
  }, [title, description]);
  return (
    <main className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6', className)}>{children}</main>
  );
}
