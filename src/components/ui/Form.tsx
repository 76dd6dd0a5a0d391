import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

export interface FormProps extends AriaFormProps {
  /** Called on any edit inside the form, e.g. to drop server messages once the visitor changes a field. */
  onEdit?: () => void;
}

/** react-aria's Form, plus an edit hook. The wrapper has display: contents, so layout is unchanged. */
export function Form({ onEdit, ...props }: FormProps) {
  return (
    <div className="form-events" onInput={onEdit}>
      <AriaForm {...props} />
    </div>
  );
}
