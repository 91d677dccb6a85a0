import { Download } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { REQUEST_TIMEOUT_MS, sendWithRefresh } from '../../lib/http/session-refresh';
import { sessionExpired } from '../../lib/state/session-store';
import { notifyError } from '../../lib/toast';

/** The file name the server gives (Content-Disposition), e.g. sales-by-hour-2026-06-01-to-2026-06-07.csv. */
const fileName = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';

/**
 * Downloads the report's CSV. A link to the report's address (the session cookie goes along), sent
 * through the app's refresh path when pressed, so an access token that expired while the page sat
 * open is renewed first instead of saving an error as the file.
 */
function DownloadCsv({ href, what }: { href: string; what: string }) {
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      const send = () =>
        fetch(href, {
          credentials: 'same-origin',
          headers: { Accept: 'text/csv' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      const response = await sendWithRefresh(href, send, (r) => r.status, sessionExpired);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      notifyError(`Could not download the CSV of ${what}.`);
    }
  };
  return (
    <a
      href={href}
      download
      aria-label={`Download CSV of ${what}`}
      className={buttonClasses('outline', 'sm', 'shrink-0')}
      onClick={(event) => void download(event)}
    >
      <Download className="size-4" aria-hidden />
      Download CSV
    </a>
  );
}

interface ReportCardProps {
  id: string;
  title: string;
  description: string;
  csvHref: string;
  /** Loading: a spinner; an error: its message; otherwise the content. */
  state: 'loading' | 'error' | 'ready';
  error?: string;
  children?: ReactNode;
  className?: string;
}

/** One chart or table of the page: its heading, a line on what it shows, and its CSV. */
export function ReportCard({
  id,
  title,
  description,
  csvHref,
  state,
  error,
  children,
  className,
}: ReportCardProps) {
  return (
    <Card aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-3 p-4 sm:p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <CardTitle id={id} className="text-lg">
            {title}
          </CardTitle>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <DownloadCsv href={csvHref} what={title.toLowerCase()} />
      </div>
      {state === 'loading' ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : state === 'error' ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : (
        children
      )}
    </Card>
  );
}
