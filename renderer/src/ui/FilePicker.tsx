import { useId, type ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './Button';

/**
 * The kit's file chooser: a real file input stretched over a button-looking label, so keyboard
 * users reach it with Tab and open it with Space/Enter, and the label speaks the app's language
 * (the native button speaks the browser's). The input is cleared after each choice, so choosing
 * the same (corrected) file again is noticed.
 */
export function FilePicker({
  children,
  accept,
  onFile,
  variant = 'secondary',
  disabled = false,
  testId,
  labelledBy,
}: {
  children: ReactNode;
  /** The input's `accept` list: extensions and MIME types. */
  accept: string;
  onFile: (file: File) => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  testId?: string;
  /** The id of a caption elsewhere in the form that names the file (read before the label's own text). */
  labelledBy?: string;
}) {
  const textId = useId();
  return (
    <label className={buttonClass(variant, 'dk-file-picker')} aria-disabled={disabled || undefined}>
      <span id={textId}>{children}</span>
      <input
        aria-labelledby={labelledBy ? `${labelledBy} ${textId}` : undefined}
        type="file"
        accept={accept}
        className="dk-file-picker__input"
        data-testid={testId}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
