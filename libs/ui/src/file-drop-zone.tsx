import { useTexts } from '@jobboard/i18n';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from './badge';
import { Button } from './button';
import { StyledField, StyledFieldError, StyledFieldHint, StyledFieldLabel, StyledRequired } from './fields';
import { Icon } from './icon';
import { uiTexts } from './texts';

export interface SelectedFile {
  /** Stable while the file stays in the list, for keys and remove buttons. */
  key: string;
  name: string;
  /** Already formatted, e.g. "1.25 MB". */
  sizeLabel: string;
}

export interface FileDropZoneProps {
  label: ReactNode;
  required?: boolean;
  /** What may be chosen and how big, shown under the zone. */
  hint: ReactNode;
  /** The `accept` list of the file input, e.g. ".pdf,.doc,.docx". */
  accept: string;
  multiple?: boolean;
  files: readonly SelectedFile[];
  /** Every dropped or chosen selection, unfiltered: the caller checks it as a whole. */
  onSelect: (files: File[]) => void;
  onRemove: (key: string) => void;
  error?: string;
  disabled?: boolean;
  /** Words for the button, e.g. "Choose resume". */
  browseLabel?: string;
  id?: string;
}

const StyledZone = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border: 2px dashed
    ${({ theme, $active, $invalid }) => ($active ? theme.color.brand : $invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $active }) => ($active ? theme.color.brandSoft : theme.color.surfaceMuted)};
  color: ${({ theme }) => theme.color.textMuted};
  transition: background 120ms ease, border-color 120ms ease;
  p { margin: 0; }
  svg { color: ${({ theme }) => theme.color.brand}; }
`;

// The input stays in the page for keyboard-less drops and tests, but the button is what people use.
const StyledHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const StyledFileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledFileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  svg { flex: none; color: ${({ theme }) => theme.color.brand}; }
`;

const StyledFileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledFileSize = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/**
 * A file picker people can drop files on or browse from, listing the chosen files with their
 * size, a Ready badge and a remove button. It only reports selections; the caller decides.
 */
export const FileDropZone = ({
  label,
  required,
  hint,
  accept,
  multiple = false,
  files,
  onSelect,
  onRemove,
  error,
  disabled = false,
  browseLabel,
  id,
}: FileDropZoneProps) => {
  const t = useTexts(uiTexts);
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');

  const handleDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onSelect(dropped);
  };

  return (
    <StyledField>
      <StyledFieldLabel as="span" id={labelId}>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledFieldLabel>
      <StyledZone
        $active={dragging}
        $invalid={Boolean(error)}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <Icon name="upload" size={32} />
        <p>{multiple ? t('Drag and drop files here, or') : t('Drag and drop a file here, or')}</p>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
          id={`${inputId}-browse`}
        >
          {browseLabel ?? t('Browse files')}
        </Button>
        <StyledHiddenInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-required={required}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again after removing it fires a change.
            event.target.value = '';
            if (chosen.length > 0) onSelect(chosen);
          }}
        />
      </StyledZone>
      <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
      {files.length > 0 && (
        <StyledFileList aria-labelledby={labelId}>
          {files.map((file) => (
            <StyledFileRow key={file.key}>
              <Icon name="document" size={20} />
              <StyledFileName title={file.name}>{file.name}</StyledFileName>
              <StyledFileSize>{file.sizeLabel}</StyledFileSize>
              <Badge $tone="success">{t('Ready')}</Badge>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                disabled={disabled}
                aria-label={t('Remove {{name}}', { name: file.name })}
                onClick={() => onRemove(file.key)}
              >
                {t('Remove')}
              </Button>
            </StyledFileRow>
          ))}
        </StyledFileList>
      )}
    </StyledField>
  );
};
