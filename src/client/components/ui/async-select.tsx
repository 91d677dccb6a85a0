import { useRef, useState } from 'react';
import type { GroupBase, StylesConfig } from 'react-select';
import AsyncSelectBase from 'react-select/async';
import type { SelectOption } from '../../lib/select';

const selectStyles: StylesConfig<SelectOption, false, GroupBase<SelectOption>> = {
  control: (base, state) => ({
    ...base,
    minHeight: 44,
    borderRadius: 8,
    borderColor: state.isFocused ? '#0d9488' : '#cbd5e1',
    boxShadow: state.isFocused ? '0 0 0 2px rgb(13 148 136 / 0.3)' : 'none',
    '&:hover': { borderColor: '#0d9488' },
  }),
  option: (base, state) => ({
    ...base,
    padding: '10px 12px',
    backgroundColor: state.isSelected ? '#0f766e' : state.isFocused ? '#f0fdfa' : 'white',
    color: state.isSelected ? 'white' : '#0f172a',
  }),
  menu: (base) => ({ ...base, zIndex: 60 }),
  menuPortal: (base) => ({ ...base, zIndex: 60 }),
  placeholder: (base) => ({ ...base, color: '#64748b' }),
};

interface AsyncSelectProps {
  /** Fetches the options for the typed text ('' for all). */
  loadOptions: (search: string) => Promise<SelectOption[]>;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  onBlur?: () => void;
  inputId?: string;
  /** The accessible name when no <label> points at inputId. */
  'aria-label'?: string;
  name?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isClearable?: boolean;
  invalid?: boolean;
  /** Render the menu in document.body (inside popovers and drawers that clip). */
  menuPortal?: boolean;
}

/**
 * react-select with async options that load when it first receives focus (not on mount), the spec's
 * texts ('Select...', 'No options', 'Loading...') and a 300px menu.
 */
export function AsyncSelect({
  loadOptions,
  placeholder = 'Select...',
  invalid,
  menuPortal,
  ...props
}: AsyncSelectProps) {
  const [defaultOptions, setDefaultOptions] = useState<SelectOption[] | boolean>(false);
  const [loading, setLoading] = useState(false);
  const started = useRef(false);

  const loadOnFocus = async () => {
    if (started.current) return;
    started.current = true;
    setLoading(true);
    try {
      setDefaultOptions(await loadOptions(''));
    } catch {
      started.current = false;
      setDefaultOptions([]);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AsyncSelectBase<SelectOption, false>
      {...props}
      instanceId={props.inputId}
      aria-invalid={invalid || undefined}
      loadOptions={loadOptions}
      defaultOptions={defaultOptions}
      isLoading={loading || undefined}
      onFocus={() => void loadOnFocus()}
      placeholder={placeholder}
      noOptionsMessage={() => 'No options'}
      loadingMessage={() => 'Loading...'}
      maxMenuHeight={300}
      menuPlacement="auto"
      menuPortalTarget={menuPortal ? document.body : undefined}
      menuPosition={menuPortal ? 'fixed' : undefined}
      styles={{
        ...selectStyles,
        control: (base, state) => ({
          ...selectStyles.control!(base, state),
          ...(invalid ? { borderColor: '#ef4444' } : {}),
        }),
      }}
    />
  );
}
