import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Page } from '../components/ui/page';

const FORBIDDEN_TEXT = 'You do not have the appropriate permissions!';
const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

export function ForbiddenPage() {
  return (
    <Page
      title="Forbidden"
      description="You do not have access to this page"
      className="flex flex-col items-center gap-4 py-16 text-center"
    >
      <ShieldAlert className="size-14 text-red-600" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{FORBIDDEN_TEXT}</h1>
      <Button asChild variant="outline">
        <Link to="/">Back to the home page</Link>
      </Button>
    </Page>
  );
}

/** What a page threw (an error boundary's fallback), or the unknown route's 404. */
export function ErrorPage({ error }: { error?: unknown }) {
  const detail =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <Page
      title="Error"
      description="Something went wrong"
      className="flex flex-col items-center gap-4 py-16 text-center"
    >
      <TriangleAlert className="size-14 text-amber-500" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">{UNEXPECTED_ERROR_TEXT}</h1>
      {detail && <p className="text-slate-600">{detail}</p>}
      <Button asChild variant="outline">
        <Link to="/">Back to the home page</Link>
      </Button>
    </Page>
  );
}

/** The spec's generic routing error page, for a path no route matches. */
export const NotFoundPage = () => <ErrorPage error="404 Not Found" />;
