import { idFromText } from '@shared/ids';
import { Printer } from 'lucide-react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useShopTimeZone } from '../../lib/use-shop-time-zone';
import { useDrawerQuery } from './drawer-api';
import { DrawerFigures } from './drawer-figures';
import { LateSales } from './late-sales';
import { LoadFailure } from '../../components/load-failure';

/** A drawer's end-of-day (Z) report, printable on 80 mm receipt paper (the `.receipt` print rules). */
export function ZReportPage() {
  const id = idFromText(useParams().id);
  const report = useDrawerQuery(id ?? skipToken);
  const timeZone = useShopTimeZone(report.data?.location ?? null);
  return (
    <Page title="Z Report" description="The end-of-day report of a cash drawer">
      {id === undefined || report.isError ? (
        <LoadFailure error={report.error}>
          <p className="text-red-700">Drawer not found.</p>
        </LoadFailure>
      ) : !report.data || !timeZone ? (
        <PageSpinner />
      ) : (
        <div className="mx-auto flex w-full max-w-md flex-col gap-4">
          <div className="no-print flex flex-wrap gap-3">
            <Button onClick={() => window.print()}>
              <Printer className="size-5" aria-hidden /> Print
            </Button>
            <Button variant="outline" asChild>
              <Link to="/drawer">Back to the drawer</Link>
            </Button>
          </div>
          <article className="receipt rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h1 className="mb-3 text-center text-xl font-bold text-slate-900">
              {report.data.status === 'closed' ? 'Z report' : 'Drawer report (open)'} #
              {report.data.id}
            </h1>
            <DrawerFigures report={report.data} timeZone={timeZone} />
            <LateSales report={report.data} timeZone={timeZone} />
          </article>
        </div>
      )}
    </Page>
  );
}
