import type { LocationId } from '@shared/ids';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditEntry } from '@shared/audit-schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { useShopTimeZone } from '../../../lib/use-shop-time-zone';
import { useCatalogueLocationsQuery } from '../locations/locations-api';
import { notifySuccess } from '../../../lib/toast';
import { AdminCard, AdminSection } from '../shared/admin-card';
import { actionLabel, detailsText } from './audit-details';
import {
  useApprovalSettingsQuery,
  useAuditLogQuery,
  useSaveApprovalThresholdMutation,
} from './audit-api';
import { failureText } from '../../../lib/save';
import { useSubmit } from '../../../lib/use-submit';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Location', 'Approved by', 'Details'];

/** Admin Settings > Audit: who did what, newest first, and the approval threshold. */
export function AuditTab() {
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useAuditLogQuery(
    { action, from, to, page },
    { refetchOnMountOrArgChange: true },
  );
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / AUDIT_PAGE_SIZE));
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <AdminCard title="Audit" className="md:w-[1000px]">
      <ApprovalThresholdForm />
      <AdminSection title="Audit Log">
        <AuditFilters
          action={action}
          from={from}
          to={to}
          onAction={filter(setAction)}
          onFrom={filter(setFrom)}
          onTo={filter(setTo)}
        />
        {error ? (
          <p role="alert" className="text-red-700">
            {failureText(error, ' ')}
          </p>
        ) : (
          <AuditTable entries={data?.results} busy={isFetching} />
        )}
        <div className="flex items-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      </AdminSection>
    </AdminCard>
  );
}

/** The action and the day range the log is narrowed to. */
function AuditFilters(props: {
  action: string;
  from: string;
  to: string;
  onAction: (value: string) => void;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}) {
  const { action, from, to, onAction, onFrom, onTo } = props;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="Action" htmlFor="audit-action" className="w-56">
        <NativeSelect
          id="audit-action"
          value={action}
          onChange={(event) => onAction(event.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="From" htmlFor="audit-from" className="w-44">
        <Input id="audit-from" type="date" value={from} onChange={(e) => onFrom(e.target.value)} />
      </FormField>
      <FormField label="To" htmlFor="audit-to" className="w-44">
        <Input id="audit-to" type="date" value={to} onChange={(e) => onTo(e.target.value)} />
      </FormField>
    </div>
  );
}

/** The page of entries, newest first, each at its location's time. */
function AuditTable({ entries, busy }: { entries?: AuditEntry[]; busy: boolean }) {
  const zoneOf = useEntryTimeZone();
  return (
    <div className="overflow-x-auto" aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries?.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatDateTime(entry.at, zoneOf(entry.location), { zone: true })}
              </td>
              <td className="py-2 pr-3">{entry.user?.name ?? 'Unknown'}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{actionLabel(entry.action)}</td>
              <td className="py-2 pr-3">{entry.target}</td>
              <td className="py-2 pr-3">{entry.location_name ?? ''}</td>
              <td className="py-2 pr-3">{entry.approved_by?.name ?? ''}</td>
              <td className="py-2 break-words">
                {detailsText(entry.details, zoneOf(entry.location))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries && entries.length === 0 && (
        <p className="py-6 text-center text-slate-600">No entries match these filters.</p>
      )}
    </div>
  );
}

/**
 * An entry's times are on the clock of its location; one without a location (a sign-in, a
 * catalogue change) on that of the shop this device works at.
 */
function useEntryTimeZone() {
  const locations = useCatalogueLocationsQuery();
  const deviceShop = useShopTimeZone() ?? 'UTC';
  return (location: LocationId | null) =>
    locations.data?.find((l) => l.id === location)?.time_zone ?? deviceShop;
}

function ApprovalThresholdForm() {
  const { data } = useApprovalSettingsQuery();
  const [value, setValue] = useState('');
  const [save, { isLoading }] = useSaveApprovalThresholdMutation();
  useEffect(() => {
    if (data) setValue(formatMoney(data.approval_threshold));
  }, [data]);
  const { error, submit } = useSubmit(
    () => save(value).unwrap(),
    () => notifySuccess('Approval threshold saved'),
  );
  return (
    <AdminSection title="Approvals">
      <form
        onSubmit={(event) => void submit(event)}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <FormField label="Approval threshold ($)" htmlFor="approval-threshold" error={error}>
          <Input
            id="approval-threshold"
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="w-40"
          />
        </FormField>
        <Button type="submit" disabled={isLoading}>
          Save threshold
        </Button>
      </form>
      <p className="text-sm text-slate-600">
        Staff need an admin&rsquo;s PIN for every void and refund, and for a discount worth more
        than this on one order.
      </p>
    </AdminSection>
  );
}
