import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

/**
 * Previous and Next, with where the list is between them; `more` when the server stopped counting
 * (then the pages go on while there is a next one).
 */
export function Pager({
  page,
  pages,
  more,
  onPage,
}: {
  page: number;
  pages: number;
  more: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-5" aria-hidden /> Previous
      </Button>
      <span className="text-slate-700">
        {more ? `Page ${page} of ${pages}+` : `Page ${Math.min(page, pages)} of ${pages}`}
      </span>
      <Button variant="outline" disabled={!more && page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight className="size-5" aria-hidden />
      </Button>
    </nav>
  );
}
