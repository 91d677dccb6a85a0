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

/**
 * Every page's wrapper: sets the document title and description. The title is written into the
 * one <title> of index.html (not rendered as a second element), so the document has a title while a
 * page's chunk is still loading.
 */
export function Page({ title, description, className, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <>
      <meta name="description" content={description} />
      <main className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6', className)}>
        {children}
      </main>
    </>
  );
}
