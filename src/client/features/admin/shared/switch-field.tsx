import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

interface SwitchFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A switch with its label on the right. */
export function SwitchField({ id, label, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

/** A SwitchField bound to a boolean form field. */
export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          id={id}
          label={label}
          checked={field.value as boolean}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
