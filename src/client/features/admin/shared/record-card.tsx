import { useState, type ComponentType } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { save } from '../../../lib/save';
import { AdminCard, AdminSection } from './admin-card';
import { ArchivableRow, ArchiveSwitch } from './archive-switch';
import { EditButton, EditSheet } from './edit-sheet';
import { ExistingSection } from './entry-list';

/** The props of a record's form, used both to add a record and, in the sheet, to edit one. */
export interface RecordFormProps<V extends FieldValues, P = V> {
  idPrefix: string;
  defaultValues: V;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: P, form: UseFormReturn<V>) => Promise<unknown>;
}

/** A mutation hook's result: its trigger and its state. */
type Mutation<A> = readonly [
  (arg: A) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

interface RecordCardProps<T extends { id: number }, V extends FieldValues, P> {
  /** "Cups": the card title and "Existing Cups". */
  plural: string;
  /** "Cup": "Add New Cup", the "Add Cup" button and the "Edit Cup" sheet. */
  singular: string;
  /** Form ids start with `<idPrefix>-new` or `<idPrefix>-edit`. */
  idPrefix: string;
  list: { data?: T[]; isLoading: boolean; isError: boolean };
  /** A record's row text, also the edit sheet's description. */
  describe: (record: T) => string;
  /** Names the row's Edit button: "Edit <name>". */
  nameOf: (record: T) => string;
  Form: ComponentType<RecordFormProps<V, P>>;
  empty: V;
  valuesOf: (record: T) => V;
  create: Mutation<P>;
  update: Mutation<P & { id: number }>;
  addedMessage: string;
  updatedMessage: string;
  /**
   * Rows that can be archived get an Archived switch, saved with the record's own PUT
   * (`payloadOf` is its body as stored, with the new flag).
   */
  archive?: {
    isArchived: (record: T) => boolean;
    payloadOf: (record: T, archived: boolean) => P;
  };
  /** A short warning shown on a record's row ('Same name as another flavor'), or null. */
  flag?: (record: T) => string | null;
}

/** A card listing records with an Edit button each, an add form under the list, and an edit sheet. */
export function RecordCard<T extends { id: number }, V extends FieldValues, P>({
  plural,
  singular,
  idPrefix,
  list,
  describe,
  nameOf,
  Form,
  empty,
  valuesOf,
  create: [createRecord, creating],
  update: [updateRecord, updating],
  addedMessage,
  updatedMessage,
  archive,
  flag,
}: RecordCardProps<T, V, P>) {
  const [editing, setEditing] = useState<T | null>(null);

  return (
    <AdminCard title={plural}>
      <ExistingSection
        plural={plural}
        list={list}
        render={(record) => (
          <RecordRow
            record={record}
            label={describe(record)}
            name={nameOf(record)}
            idPrefix={idPrefix}
            singular={singular}
            onEdit={() => setEditing(record)}
            archive={archive}
            saveRecord={(payload) => updateRecord({ id: record.id, ...payload }).unwrap()}
            flag={flag?.(record) ?? null}
          />
        )}
      />
      <AdminSection title={`Add New ${singular}`}>
        <Form
          idPrefix={`${idPrefix}-new`}
          defaultValues={empty}
          submitLabel={`Add ${singular}`}
          busy={creating.isLoading}
          onSubmit={(values, form) =>
            save({
              request: () => createRecord(values).unwrap(),
              form,
              successMessage: addedMessage,
            })
          }
        />
      </AdminSection>
      <EditSheet
        editing={editing}
        onClose={() => setEditing(null)}
        title={`Edit ${singular}`}
        description={describe}
      >
        {(record) => (
          <Form
            idPrefix={`${idPrefix}-edit`}
            defaultValues={valuesOf(record)}
            submitLabel="Save"
            busy={updating.isLoading}
            onSubmit={(values, form) =>
              save({
                request: () => updateRecord({ id: record.id, ...values }).unwrap(),
                form,
                reset: false,
                successMessage: updatedMessage,
                onSuccess: () => setEditing(null),
              })
            }
          />
        )}
      </EditSheet>
    </AdminCard>
  );
}

/** A record's row: its text, any warning, its Edit button and, if it can be, its Archived switch. */
function RecordRow<T extends { id: number }, P>({
  record,
  label,
  name,
  idPrefix,
  singular,
  onEdit,
  archive,
  saveRecord,
  flag,
}: {
  record: T;
  label: string;
  name: string;
  idPrefix: string;
  singular: string;
  onEdit: () => void;
  archive: RecordCardProps<T, FieldValues, P>['archive'];
  /** Saves the record's own PUT body (with the new archived flag). */
  saveRecord: (payload: P) => Promise<unknown>;
  flag: string | null;
}) {
  return (
    <ArchivableRow label={label} archived={!!archive?.isArchived(record)}>
      {flag && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {flag}
        </span>
      )}
      <EditButton name={name} onClick={onEdit} />
      {archive && (
        <ArchiveSwitch
          id={`${idPrefix}-archived-${record.id}`}
          what={singular}
          archived={archive.isArchived(record)}
          save={(archived) => saveRecord(archive.payloadOf(record, archived))}
        />
      )}
    </ArchivableRow>
  );
}
