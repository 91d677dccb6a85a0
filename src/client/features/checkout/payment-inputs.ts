import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { PaymentMethod } from '@shared/tenders';
import type { TipChoice } from './sale-figures';

/** The tip and tender a checkout asks for, online or on the device. */
export function usePaymentInputs() {
  const [tip, setTip] = useState<TipChoice>(0);
  const [customTip, setCustomTip] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [tendered, setTendered] = useState('');
  return {
    values: { tip, customTip, method, tendered },
    tip: { choice: tip, setChoice: setTip, custom: customTip, setCustom: setCustomTip },
    tender: { method, setMethod, tendered, setTendered },
  };
}

/**
 * Whether the form's fields pass, checked through handleSubmit so that the form counts as
 * submitted and re-checks on each change (the first click of Complete Order).
 */
export async function formPasses<T extends FieldValues>(form: UseFormReturn<T>): Promise<boolean> {
  let valid = false;
  await form.handleSubmit(() => {
    valid = true;
  })();
  return valid;
}
