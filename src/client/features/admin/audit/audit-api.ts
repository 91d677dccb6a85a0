import type { AuditEntry } from '@shared/audit-schemas';
import { api } from '../../../lib/api/api';

export interface AuditArgs {
  action: string;
  from: string;
  to: string;
  page: number;
}

/** The audit log (read only) and the chain's approval threshold. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<{ count: number; results: AuditEntry[] }, AuditArgs>({
      query: (args) => ({
        url: '/api/audit-log',
        params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== '')),
      }),
      // Every write may add an entry: read it fresh each time the tab shows.
      keepUnusedDataFor: 0,
    }),
    approvalSettings: build.query<{ approval_threshold: number }, void>({
      query: () => '/api/settings',
    }),
    saveApprovalThreshold: build.mutation<{ approval_threshold: number }, string>({
      query: (approval_threshold) => ({
        url: '/api/settings',
        method: 'PUT',
        body: { approval_threshold },
      }),
      async onQueryStarted(_value, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(auditApi.util.upsertQueryData('approvalSettings', undefined, data));
      },
    }),
  }),
});

export const { useAuditLogQuery, useApprovalSettingsQuery, useSaveApprovalThresholdMutation } =
  auditApi;
