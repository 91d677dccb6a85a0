import { useState } from 'react';
import { notifySuccess } from '../../../lib/toast';
import { notifyFailure } from './form-helpers';
import { SwitchField } from './switch-field';

interface ArchiveSwitchProps {
  /** The switch's element id, e.g. `soda-archived-3`. */
  id: string;
  archived: boolean;
  /** Saves the new flag (the row's PUT); the message of success is `${what} updated successfully`. */
  save: (archived: boolean) => Promise<unknown>;
  what: string;
}

/**
 * An 'Archived' switch saved at once. Archived rows leave the till's lists but stay in
 * history and in this admin list (which asks for them), so they can be brought back.
 */
export function ArchiveSwitch({ id, archived, save, what }: ArchiveSwitchProps) {
  const [busy, setBusy] = useState(false);
  const change = async (checked: boolean) => {
    setBusy(true);
    try {
      await save(checked);
      notifySuccess(`${what} updated successfully`);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SwitchField
      id={id}
      label="Archived"
      checked={archived}
      disabled={busy}
      onCheckedChange={(checked) => void change(checked)}
    />
  );
}

/** A row of an admin list: the entry (struck through when archived) and its controls. */
export function ArchivableRow({
  label,
  archived,
  children,
}: {
  label: string;
  archived: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <span className={archived ? 'text-slate-500 line-through' : undefined}>{label}</span>
      <div className="flex shrink-0 items-center gap-3">{children}</div>
    </>
  );
}
