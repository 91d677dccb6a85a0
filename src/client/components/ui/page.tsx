import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const PRODUCT_NAME = 'Soda POS';

interface PageProps {
  /** e.g. 'Login Page'; the document title becomes 'Login Page | Soda POS'. */
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}

/** Every page's wrapper: sets the document title and description (React 19 hoists them into <head>). */
export function Page({ title, description, className, children }: PageProps) {
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <meta name="description" content={description} />
      <main className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6', className)}>
        {children}
      </main>
    </>
  );
}
