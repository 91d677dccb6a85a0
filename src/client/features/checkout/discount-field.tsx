import { checkoutApi } from './checkout-api';
import { AsyncSelect } from '../../components/ui/async-select';
import { FieldError } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { toOptions, type SelectOption } from '../../lib/select';
import { useAppDispatch } from '../../lib/api/dispatch';

export const DISCOUNT_PLACEHOLDER = 'Select a discount';

interface DiscountFieldProps {
  applied: boolean;
  onAppliedChange: (on: boolean) => void;
  value: SelectOption;
  onChange: (option: SelectOption | null) => void;
  error?: string;
}

/** 'Apply Discount' reveals the discount dropdown; options load when it first gets focus. */
export function DiscountField({
  applied,
  onAppliedChange,
  value,
  onChange,
  error,
}: DiscountFieldProps) {
  const dispatch = useAppDispatch();
  const loadOptions = async (search: string) => {
    const { results } = await dispatch(
      checkoutApi.endpoints.discountAutocomplete.initiate(search, { subscribe: false }),
    ).unwrap();
    return toOptions(results, ['name', 'code']);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Switch id="apply-discount" checked={applied} onCheckedChange={onAppliedChange} />
        <Label htmlFor="apply-discount">Apply Discount</Label>
      </div>
      {applied && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="discount-select" className="sr-only">
            Discount
          </Label>
          <AsyncSelect
            inputId="discount-select"
            value={value.value ? value : null}
            onChange={onChange}
            loadOptions={loadOptions}
            placeholder={DISCOUNT_PLACEHOLDER}
            invalid={!!error}
          />
          <FieldError id="discount-error" message={error} />
        </div>
      )}
    </div>
  );
}
